/**
 * @file Staff accounts: the zod schemas shared by the user form and /api/admin/users, and the response types.
 *
 * API (every route needs a session; the permission is checked on the server):
 *   GET    /api/admin/users                      users.view   -> AdminUserRecord[] (ordered by name, e-mail)
 *   GET    /api/admin/users/role-options         users.view   -> RoleOption[] (for the role select of the user form)
 *   GET    /api/admin/users/:id                  users.view   -> AdminUserRecord | 404
 *   POST   /api/admin/users                      users.create -> 201 AdminUserCreated (record + one-time temporary_password)
 *   PUT    /api/admin/users/:id   (full)         users.edit   -> 200 AdminUserRecord
 *   PATCH  /api/admin/users/:id   (partial, e.g. { active: false } for the status badge)  users.edit -> 200 AdminUserRecord
 *   POST   /api/admin/users/:id/reset-password   users.edit   -> 200 AdminUserCreated (new one-time temporary_password)
 * A temporary password works for one sign-in within 72 hours, and that session may only change it; the record's
 * `temporary_password_state` says where it stands.
 *   POST   /api/admin/users/:id/reset-second-factor  users.edit -> 204 (TOTP and recovery codes removed, sessions ended)
 *   POST   /api/admin/users/:id/end-sessions     users.edit   -> 204 (every session of the account ends at once)
 *   DELETE /api/admin/users/:id                  users.delete -> 204
 * Errors: 400 invalid input (details.fields), 404 unknown user, 409 e-mail taken / own account (deactivate, delete,
 * change own role) / last active admin, 403 assigning a role whose permissions the actor does not hold.
 * Deactivation, a role change and a password reset end every session of that user at once.
 */
import { z } from "zod";

const userEmail = z.string().trim().toLowerCase().email("Bitte eine gültige E-Mail-Adresse angeben").max(254);
const userName = z.string().trim().min(1, "Bitte einen Namen angeben").max(100, "Höchstens 100 Zeichen");
const userRole = z.string().trim().min(1, "Bitte eine Rolle wählen").max(50);

/** POST /api/admin/users; the server answers with a generated temporary password. */
export const userCreateSchema = z.object({
  email: userEmail,
  name: userName,
  role: userRole,
  active: z.boolean().default(true),
});

/** PUT /api/admin/users/:id: the whole editable record. */
export const userUpdateSchema = z.object({
  email: userEmail,
  name: userName,
  role: userRole,
  active: z.boolean(),
});

/** PATCH /api/admin/users/:id: any subset, at least one field. */
export const userPatchSchema = userUpdateSchema.partial().refine((v) => Object.keys(v).length > 0, "Keine Änderung angegeben");

/**
 * An admin-issued temporary password: none (the user chose their password), pending (unused, within 72 hours), used
 * (signed in with it, change pending: no further sign-in with it) or expired.
 */
export type TemporaryPasswordState = "none" | "pending" | "used" | "expired";

/** A staff account as the API sends it (never the password hash). */
export interface AdminUserRecord {
  id: number;
  email: string;
  name: string;
  role: string;
  role_id: number;
  active: boolean;
  last_login: string | null;
  temporary_password_state: TemporaryPasswordState;
  /** When a temporary password stops working (null when there is none). */
  temporary_password_expires_at: string | null;
  /** The account signs in with a TOTP second factor. */
  totp_enabled: boolean;
  created_at: string;
  updated_at: string;
}

/** Answer of POST /api/admin/users and of reset-password: shown once, never stored in clear text. */
export interface AdminUserCreated extends AdminUserRecord {
  temporary_password: string;
}

export interface RoleOption {
  id: number;
  name: string;
  description: string;
}

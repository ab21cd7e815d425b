/**
 * @file Roles and the permission catalogue: the zod schemas shared by the role editor and /api/admin/roles,
 * and the response types.
 *
 * API (every route needs a session; the permission is checked on the server):
 *   GET    /api/admin/roles          roles.view   -> RoleRecord[] (ordered by name, with permissions and user_count)
 *   GET    /api/admin/roles/:id      roles.view   -> RoleRecord | 404
 *   POST   /api/admin/roles          roles.manage -> 201 RoleRecord
 *   PUT    /api/admin/roles/:id      roles.manage -> 200 RoleRecord (PATCH: same, any subset); If-Match: the version
 *   DELETE /api/admin/roles/:id      roles.manage -> 204; its users move to the role `viewer` (and are signed out)
 *   GET    /api/admin/permissions    roles.view   -> PermissionGroup[] (the catalogue grouped by resource)
 * Errors: 400 invalid input (details.fields; unknown permission names too), 404 unknown role, 409 name taken,
 * 409 for the protected roles: `admin` cannot be deleted, renamed or lose a permission; `viewer` (the role users
 * fall back to) cannot be deleted or renamed. 403 when the actor grants a permission it does not hold itself
 * (details.missing_permissions), or changes the permissions of (or deletes) the role it holds; 409 when a change
 * would leave no role holding `roles.manage` or `users.edit`; 409 edit_conflict when the If-Match version is stale.
 */
import { z } from "zod";
import { PERMISSION_NAMES, type PermissionName } from "../permissions";

const roleName = z
  .string()
  .trim()
  .min(1, "Bitte einen Rollennamen angeben")
  .max(50, "Höchstens 50 Zeichen")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u, "Nur Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich");

const roleDescription = z.string().trim().max(500, "Höchstens 500 Zeichen");
const rolePermissions = z
  .array(z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]], "Unbekannte Berechtigung"))
  .max(PERMISSION_NAMES.length * 2)
  .transform((list) => [...new Set(list)].sort());

/** POST and PUT /api/admin/roles. */
export const roleSchema = z.object({
  name: roleName,
  description: roleDescription.default(""),
  permissions: rolePermissions.default([]),
});

/** PATCH /api/admin/roles/:id: any subset, at least one field (no defaults: absent fields stay as they are). */
export const rolePatchSchema = z
  .object({ name: roleName, description: roleDescription, permissions: rolePermissions })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Keine Änderung angegeben");

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  /** Permission names, sorted. */
  permissions: string[];
  user_count: number;
  /** true for admin and viewer: cannot be deleted or renamed (admin: nor lose permissions). */
  protected: boolean;
  created_at: string;
  updated_at: string;
  /** The version the role is at (send it back as If-Match with a change). */
  version: number;
}

export interface PermissionRecord {
  id: number;
  name: string;
  description: string;
  resource: string;
}

export interface PermissionGroup {
  resource: string;
  permissions: PermissionRecord[];
}

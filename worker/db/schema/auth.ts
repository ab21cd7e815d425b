/** @file Staff accounts, roles, the permission catalogue and the audit log. */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, updatedAt } from "./columns";

export const roles = sqliteTable("roles", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const permissions = sqliteTable("permissions", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  resource: text("resource").notNull(),
});

export const rolePermissions = sqliteTable(
  "role_permissions",
  {
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission_id: integer("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index("role_permissions_permission_idx").on(t.permission_id)],
);

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name").notNull().default(""),
    password_hash: text("password_hash").notNull(),
    // a role in use cannot be deleted directly: deleting a role first moves its users to 'viewer'
    role_id: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
    active: bool("active").notNull().default(true),
    last_login: text("last_login"),
    // bumped on sign-out-everywhere, password change, deactivation and role change: older tokens stop working
    session_epoch: integer("session_epoch").notNull().default(0),
    // an admin-issued temporary password: valid until this time, for one sign-in (then only the password can change)
    temporary_password_expires_at: text("temporary_password_expires_at"),
    temporary_password_used_at: text("temporary_password_used_at"),
    // TOTP second factor (RFC 6238): the confirmed secret (base32), one awaiting its first code during enrolment,
    // and the last time step accepted, so that no code works twice
    totp_secret: text("totp_secret"),
    totp_pending_secret: text("totp_pending_secret"),
    totp_last_step: integer("totp_last_step"),
    totp_enabled_at: text("totp_enabled_at"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("admin_users_role_idx").on(t.role_id)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    user_id: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    user_email: text("user_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.created_at), index("audit_log_entity_idx").on(t.entity, t.entity_id)],
);

/**
 * Staff sessions, kept on the server: the cookie carries a random token, this table its SHA-256. Deleting a row ends
 * the session at once; `epoch` must equal the account's session_epoch (bumped on password change, deactivation,
 * role change and sign-out everywhere). worker/lib/session.ts enforces the idle timeout and the absolute lifetime.
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    epoch: integer("epoch").notNull(),
    // signed in with a temporary password: this session may only change the password (worker/lib/session.ts)
    password_change_only: bool("password_change_only").notNull().default(false),
    // after the password: the TOTP code is still to come ('totp'), or the role demands TOTP and it is to be set up
    // ('totp_enrol'); until then the session can do nothing else (worker/lib/session.ts)
    pending_step: text("pending_step", { enum: ["totp", "totp_enrol"] }),
    // what 'Meine Sitzungen' shows: derived from the user agent and the edge's country (never the IP or raw agent)
    device_type: text("device_type", { enum: ["desktop", "mobile", "tablet"] })
      .notNull()
      .default("desktop"),
    os: text("os").notNull().default(""),
    browser: text("browser").notNull().default(""),
    country: text("country"),
    created_at: createdAt(),
    last_seen_at: text("last_seen_at").notNull(),
    expires_at: text("expires_at").notNull(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.user_id)],
);

/** The ten single-use recovery codes of an account's TOTP second factor, stored as SHA-256 only. */
export const totpRecoveryCodes = sqliteTable(
  "totp_recovery_codes",
  {
    id: id(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: text("used_at"),
  },
  (t) => [index("totp_recovery_codes_user_idx").on(t.user_id)],
);

/** Sign-in attempts per e-mail address (SHA-256 of it, known or not) in the current window: worker/lib/login-throttle.ts. */
export const loginAttempts = sqliteTable("login_attempts", {
  email_key: text("email_key").primaryKey(),
  attempts: integer("attempts").notNull(),
  window_ends: text("window_ends").notNull(),
});

/** Unexpected errors from the browser and the worker, kept 7 days for the Diagnostics screen. */
export const errorReports = sqliteTable(
  "error_reports",
  {
    id: id(),
    source: text("source", { enum: ["client", "worker"] }).notNull(),
    request_id: text("request_id"),
    message: text("message").notNull(),
    stack: text("stack"),
    url: text("url"),
    created_at: createdAt(),
  },
  (t) => [index("error_reports_created_idx").on(t.created_at)],
);

export type Role = typeof roles.$inferSelect;
export type Permission = typeof permissions.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;
export type NewAdminUser = typeof adminUsers.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;

/** Which one-time seed parts have run, so that re-seeding never brings back content staff deleted. */
export const seedHistory = sqliteTable("seed_history", {
  name: text("name").primaryKey(),
  created_at: createdAt(),
});

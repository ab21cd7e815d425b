/** @file Staff accounts, roles and the permission catalogue. */
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

export type Role = typeof roles.$inferSelect;
export type Permission = typeof permissions.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;
export type NewAdminUser = typeof adminUsers.$inferInsert;

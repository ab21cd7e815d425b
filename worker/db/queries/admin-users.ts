/** @file Staff account and role queries shared by the users and roles routes. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { ADMIN_ROLE } from "../../../common/permissions";
import type { AdminUserRecord, TemporaryPasswordState } from "../../../common/schemas/users";
import type { Db } from "../../env";
import { adminUsers, permissions, rolePermissions, roles } from "../schema";

const userColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: roles.name,
  role_id: adminUsers.role_id,
  active: adminUsers.active,
  last_login: adminUsers.last_login,
  temporary_password_state: sql<TemporaryPasswordState>`CASE
    WHEN ${adminUsers.temporary_password_expires_at} IS NULL THEN 'none'
    WHEN ${adminUsers.temporary_password_used_at} IS NOT NULL THEN 'used'
    WHEN ${adminUsers.temporary_password_expires_at} <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN 'expired'
    ELSE 'pending' END`,
  temporary_password_expires_at: adminUsers.temporary_password_expires_at,
  totp_enabled: sql<boolean>`${adminUsers.totp_secret} IS NOT NULL`.mapWith(Boolean),
  created_at: adminUsers.created_at,
  updated_at: adminUsers.updated_at,
};

export function listUsers(db: Db): Promise<AdminUserRecord[]> {
  return db
    .select(userColumns)
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, adminUsers.role_id))
    .orderBy(asc(adminUsers.name), asc(adminUsers.email))
    .all();
}

export function findUser(db: Db, id: number): Promise<AdminUserRecord | undefined> {
  return db.select(userColumns).from(adminUsers).innerJoin(roles, eq(roles.id, adminUsers.role_id)).where(eq(adminUsers.id, id)).get();
}

export function findRoleByName(db: Db, name: string) {
  return db.select().from(roles).where(sql`lower(${roles.name}) = lower(${name})`).get();
}

export async function permissionNamesOfRole(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(rolePermissions.role_id, roleId))
    .all();
  return rows.map((r) => r.name).sort();
}

/** Active accounts holding the admin role, other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Db, exceptUserId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, adminUsers.role_id))
    .where(and(eq(roles.name, ADMIN_ROLE), eq(adminUsers.active, true), ne(adminUsers.id, exceptUserId)))
    .get();
  return row?.n ?? 0;
}

/** Inserts the role's permission links by name; the role is looked up by name so it can be created in the same batch. */
export function insertRolePermissionsByName(db: Db, roleName: string, names: string[]) {
  return db.insert(rolePermissions).select(
    db
      .select({ role_id: sql<number>`(SELECT id FROM roles WHERE name = ${roleName})`.as("role_id"), permission_id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, names)),
  );
}

/** @file The staff member behind a session: account, role and permissions in one read, only for an active account whose session epoch matches. */
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../common/types";
import { adminUsers, permissions, rolePermissions, roles } from "../../db/schema";
import type { Db } from "../../env";
import type { LiveSession } from "./sessions";

/** The user behind a session: only an existing, active account whose epoch matches; else null. */
export async function loadSessionUser(
  db: Db,
  userId: number,
  epoch: number,
  session: Pick<LiveSession, "password_change_only" | "pending_step"> = { password_change_only: false, pending_step: null },
): Promise<SessionUser | null> {
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      active: adminUsers.active,
      epoch: adminUsers.session_epoch,
      role: roles.name,
      permission: permissions.name,
    })
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, adminUsers.role_id))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(adminUsers.id, userId))
    .all();
  const first = rows[0];
  if (!first?.active || first.epoch !== epoch) return null;
  return {
    id: first.id,
    email: first.email,
    name: first.name,
    role: first.role,
    permissions: rows.flatMap((r) => (r.permission ? [r.permission] : [])).sort(),
    password_change_required: session.password_change_only,
    pending_step: session.pending_step,
  };
}

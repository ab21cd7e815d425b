/** @file What staff do to roles besides editing them: create, delete (its users move to viewer), and the permission catalogue. */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_ROLE, PERMISSION_NAMES } from "../../../common/permissions";
import type { PermissionGroup, RoleRecord, roleSchema } from "../../../common/schemas/roles";
import { batchOrConflict } from "../../db/conflicts";
import { findRoleByName, insertRolePermissionsByName } from "../../db/queries/admin-users";
import { adminUsers, permissions, rolePermissions, roles } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { changeStatements } from "../history/change";
import {
  assertActorHolds,
  assertNameFree,
  assertNotLastHolder,
  assertNotOwnRole,
  existingRole,
  nameTaken,
  protectedRole,
  ROLE_ENTITY,
  roleSnapshot,
} from "./roles";

/** Creates a role with permissions the actor holds itself, audited. */
export async function createRole(deps: Deps, input: z.infer<typeof roleSchema>): Promise<RoleRecord> {
  assertActorHolds(deps, input.permissions);
  await assertNameFree(deps, input.name);
  const db = deps.db;
  const newId = sql`(SELECT id FROM roles WHERE name = ${input.name})`;
  const change = changeStatements(deps, {
    ref: { entity: ROLE_ENTITY, id: newId },
    kind: "create",
    changed: ["name", "description", "permissions"],
    snapshot: roleSnapshot(newId),
  });
  await batchOrConflict(deps.db, nameTaken, [
    db.insert(roles).values({ name: input.name, description: input.description }),
    ...(input.permissions.length ? [insertRolePermissionsByName(db, input.name, input.permissions)] : []),
    ...change.after,
    auditInsert(deps, {
      action: "create",
      entity: ROLE_ENTITY,
      entityId: newId,
      details: input,
    }),
  ]);
  const created = (await findRoleByName(db, input.name))!;
  return await existingRole(deps, created.id);
}

/** Deletes a role (not a protected one, not one's own, not the last holder of roles.manage/users.edit). */
export async function deleteRole(deps: Deps, id: number): Promise<void> {
  const role = await existingRole(deps, id);
  if (role.protected) throw protectedRole(`Die Rolle "${role.name}" kann nicht gelöscht werden.`);
  assertNotOwnRole(deps, role);
  await assertNotLastHolder(deps, role.id, role.permissions);
  const fallback = (await findRoleByName(deps.db, DEFAULT_ROLE))!;
  const db = deps.db;
  // its users move to the default role; a role change ends their sessions (session_epoch)
  await db.batch([
    db
      .update(adminUsers)
      .set({
        role_id: fallback.id,
        session_epoch: sql`${adminUsers.session_epoch} + 1`,
        updated_at: (deps.now ?? new Date()).toISOString(),
      })
      .where(eq(adminUsers.role_id, role.id)),
    db.delete(rolePermissions).where(eq(rolePermissions.role_id, role.id)),
    db.delete(roles).where(eq(roles.id, role.id)),
    auditInsert(deps, {
      action: "delete",
      entity: "role",
      entityId: role.id,
      details: { name: role.name, permissions: role.permissions, users_moved_to: DEFAULT_ROLE, users_moved: role.user_count },
    }),
  ]);
}

/** The permission catalogue grouped by resource, in the catalogue's order. */
export async function permissionGroups(deps: Pick<Deps, "db">): Promise<PermissionGroup[]> {
  const rows = await deps.db.select().from(permissions).all();
  const order = (name: string) => {
    const i = PERMISSION_NAMES.indexOf(name as (typeof PERMISSION_NAMES)[number]);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  rows.sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
  const groups: PermissionGroup[] = [];
  for (const row of rows) {
    const group = groups.find((g) => g.resource === row.resource) ?? groups[groups.push({ resource: row.resource, permissions: [] }) - 1];
    group.permissions.push(row);
  }
  return groups;
}

/** @file Roles' rules: admin and viewer are protected, nobody grants what they do not hold or changes their own role, and roles.manage / users.edit always stay with some role. */

import { asc, eq, type SQL, sql } from "drizzle-orm";
import { ADMIN_ROLE, DEFAULT_ROLE, PERMISSION_NAMES } from "../../../common/permissions";
import type { RoleRecord } from "../../../common/schemas/roles";
import { batchOrConflict } from "../../db/conflicts";
import { findRoleByName, insertRolePermissionsByName } from "../../db/queries/admin-users";
import { adminUsers, permissions, rolePermissions, roles } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { ApiError, conflict, found } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";
import { changeStatements, changesNothing } from "../history/change";
import { jsonObjectOf } from "../history/snapshots";
import { catchEditConflict, versionsOf } from "../history/versions";

/** The audit log's and the version table's name of a role. */
export const ROLE_ENTITY = "role";

const PROTECTED_ROLES = [ADMIN_ROLE, DEFAULT_ROLE];
const NAME_TAKEN = "Eine Rolle mit diesem Namen existiert bereits.";

export async function roleRecords(deps: Deps, id?: number): Promise<RoleRecord[]> {
  const db = deps.db;
  const [roleRows, links, counts] = await db.batch([
    db
      .select()
      .from(roles)
      .where(id === undefined ? undefined : eq(roles.id, id))
      .orderBy(asc(roles.name)),
    db
      .select({ role_id: rolePermissions.role_id, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id)),
    db.select({ role_id: adminUsers.role_id, n: sql<number>`count(*)` }).from(adminUsers).groupBy(adminUsers.role_id),
  ]);
  const versions = await versionsOf(
    deps,
    ROLE_ENTITY,
    roleRows.map((r) => r.id),
  );
  return roleRows.map((r) => ({
    ...r,
    permissions: links
      .filter((l) => l.role_id === r.id)
      .map((l) => l.name)
      .sort(),
    user_count: counts.find((u) => u.role_id === r.id)?.n ?? 0,
    protected: PROTECTED_ROLES.includes(r.name),
    version: versions.get(String(r.id)) ?? 0,
  }));
}

export const existingRole = async (deps: Deps, id: number): Promise<RoleRecord> =>
  found((await roleRecords(deps, id))[0], "Rolle nicht gefunden");

export async function assertNameFree(deps: Deps, name: string, exceptId?: number) {
  const other = await findRoleByName(deps.db, name);
  if (other && other.id !== exceptId) throw nameTaken();
}

export const nameTaken = () => conflict("name_taken", NAME_TAKEN, { fields: { name: [NAME_TAKEN] } });
export const protectedRole = (message: string) => conflict("role_protected", message);

/** Permissions that must always stay with at least one role, or nobody could manage staff again. */
const KEEP_HELD = ["roles.manage", "users.edit"];

/** 403 when the actor would grant a permission it does not hold itself (roles.manage is not a master key). */
export const assertActorHolds = (deps: Deps, granted: string[]) =>
  assertHolds(actorOf(deps), granted, { message: "Sie können keine Berechtigungen vergeben, die Sie selbst nicht haben.", listAll: true });

/** 403 when the actor's own role is the target: nobody changes the rights of, or deletes, the role they hold. */
export function assertNotOwnRole(deps: Deps, role: RoleRecord) {
  if (role.name === actorOf(deps).role)
    throw new ApiError(403, "self_change_refused", "Sie können die Rolle, die Sie selbst haben, nicht ändern.");
}

/** 409 when `removed` takes the last role holding roles.manage or users.edit away from it. */
export async function assertNotLastHolder(deps: Deps, roleId: number, removed: string[]) {
  const critical = removed.filter((p) => KEEP_HELD.includes(p));
  if (!critical.length) return;
  const holders = await deps.db
    .select({ name: permissions.name, n: sql<number>`count(*)` })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(sql`${permissions.name} IN ${critical} AND ${rolePermissions.role_id} <> ${roleId}`)
    .groupBy(permissions.name);
  const orphaned = critical.filter((p) => !holders.some((h) => h.name === p && h.n > 0));
  if (orphaned.length) {
    throw conflict("last_permission_holder", `Die Berechtigung "${orphaned[0]}" muss mindestens einer Rolle erhalten bleiben.`, {
      permissions: orphaned,
    });
  }
}

/** A role with its permission names as one JSON object, as stored after the batch's writes (for its revision). */
export const roleSnapshot = (id: number | SQL) =>
  sql`(SELECT ${jsonObjectOf(roles, [
    sql`'permissions', (SELECT coalesce(json_group_array(${permissions.name}), json('[]')) FROM ${rolePermissions} JOIN ${permissions} ON ${permissions.id} = ${rolePermissions.permission_id} WHERE ${rolePermissions.role_id} = ${id})`,
  ])} FROM ${roles} WHERE ${roles.id} = ${id})`;

/** Changes a role; with `expected` (the version the form loaded) a stale change is refused with 409 edit_conflict. */
export async function updateRole(
  deps: Deps,
  id: number,
  input: { name?: string; description?: string; permissions?: string[] },
  expected?: number,
) {
  const role = await existingRole(deps, id);
  const renamed = input.name !== undefined && input.name !== role.name;
  if (renamed && role.protected) throw protectedRole(`Die Rolle "${role.name}" kann nicht umbenannt werden.`);
  if (role.name === ADMIN_ROLE && input.permissions && input.permissions.length !== PERMISSION_NAMES.length) {
    throw protectedRole("Der Rolle admin können keine Berechtigungen entzogen werden.");
  }
  const permissionsChange = input.permissions && input.permissions.join() !== role.permissions.join();
  if (permissionsChange) {
    assertNotOwnRole(deps, role);
    assertActorHolds(
      deps,
      input.permissions!.filter((p) => !role.permissions.includes(p)),
    );
    await assertNotLastHolder(
      deps,
      id,
      role.permissions.filter((p) => !input.permissions!.includes(p)),
    );
  }
  if (renamed) await assertNameFree(deps, input.name!, id);
  const name = input.name ?? role.name;
  const db = deps.db;
  const changed = [
    ...(renamed ? ["name"] : []),
    ...(input.description !== undefined && input.description !== role.description ? ["description"] : []),
    ...(permissionsChange ? ["permissions"] : []),
  ];
  // a save that changes nothing writes nothing (../history/change.ts)
  if (await changesNothing(deps, { ref: { entity: ROLE_ENTITY, id }, expected, loadCurrent: () => existingRole(deps, id) }, changed))
    return role;
  const change = changeStatements(deps, {
    ref: { entity: ROLE_ENTITY, id },
    kind: "update",
    changed,
    expected,
    snapshot: roleSnapshot(id),
  });
  const write = () =>
    batchOrConflict(deps.db, nameTaken, [
      change.before,
      db
        .update(roles)
        .set({ name: input.name, description: input.description, updated_at: (deps.now ?? new Date()).toISOString() })
        .where(eq(roles.id, id)),
      ...(permissionsChange ? [db.delete(rolePermissions).where(eq(rolePermissions.role_id, id))] : []),
      ...(permissionsChange && input.permissions!.length ? [insertRolePermissionsByName(db, name, input.permissions!)] : []),
      ...change.after,
      auditInsert(deps, {
        action: "update",
        entity: ROLE_ENTITY,
        entityId: id,
        details: {
          ...(renamed ? { name: { from: role.name, to: name } } : {}),
          ...(input.description !== undefined && input.description !== role.description
            ? { description: { from: role.description, to: input.description } }
            : {}),
          ...(permissionsChange
            ? {
                added: input.permissions!.filter((p) => !role.permissions.includes(p)),
                removed: role.permissions.filter((p) => !input.permissions!.includes(p)),
              }
            : {}),
        },
      }),
    ]);
  await catchEditConflict(deps, { entity: ROLE_ENTITY, id }, () => existingRole(deps, id), write);
  return await existingRole(deps, id);
}

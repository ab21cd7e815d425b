/**
 * @file Roles under /api/admin/roles and the permission catalogue at /api/admin/permissions. The contract is
 * documented in common/schemas/roles.ts. `admin` keeps its name and every permission and cannot be deleted;
 * `viewer` (where users of a deleted role go) keeps its name and cannot be deleted.
 */

import { asc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { ADMIN_ROLE, DEFAULT_ROLE, PERMISSION_NAMES } from "../../../common/permissions";
import { type PermissionGroup, type RoleRecord, rolePatchSchema, roleSchema } from "../../../common/schemas/roles";
import { batchOrConflict } from "../../db/conflicts";
import { findRoleByName, insertRolePermissionsByName } from "../../db/queries/admin-users";
import { adminUsers, permissions, rolePermissions, roles } from "../../db/schema";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { ApiError, conflict, found } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { idParam, validate } from "../../lib/validate";

type Ctx = Context<AppEnv>;
const PROTECTED_ROLES = [ADMIN_ROLE, DEFAULT_ROLE];
const NAME_TAKEN = "Eine Rolle mit diesem Namen existiert bereits.";

async function roleRecords(c: Ctx, id?: number): Promise<RoleRecord[]> {
  const db = c.var.db;
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
  return roleRows.map((r) => ({
    ...r,
    permissions: links
      .filter((l) => l.role_id === r.id)
      .map((l) => l.name)
      .sort(),
    user_count: counts.find((u) => u.role_id === r.id)?.n ?? 0,
    protected: PROTECTED_ROLES.includes(r.name),
  }));
}

const existingRole = async (c: Ctx, id: number): Promise<RoleRecord> => found((await roleRecords(c, id))[0], "Rolle nicht gefunden");

async function assertNameFree(c: Ctx, name: string, exceptId?: number) {
  const other = await findRoleByName(c.var.db, name);
  if (other && other.id !== exceptId) throw nameTaken();
}

const nameTaken = () => conflict("name_taken", NAME_TAKEN, { fields: { name: [NAME_TAKEN] } });
const protectedRole = (message: string) => conflict("role_protected", message);

/** Permissions that must always stay with at least one role, or nobody could manage staff again. */
const KEEP_HELD = ["roles.manage", "users.edit"];

/** 403 when the actor would grant a permission it does not hold itself (roles.manage is not a master key). */
const assertActorHolds = (c: Ctx, granted: string[]) =>
  assertHolds(c.var.user, granted, { message: "Sie können keine Berechtigungen vergeben, die Sie selbst nicht haben.", listAll: true });

/** 403 when the actor's own role is the target: nobody changes the rights of, or deletes, the role they hold. */
function assertNotOwnRole(c: Ctx, role: RoleRecord) {
  if (role.name === c.var.user.role)
    throw new ApiError(403, "self_change_refused", "Sie können die Rolle, die Sie selbst haben, nicht ändern.");
}

/** 409 when `removed` takes the last role holding roles.manage or users.edit away from it. */
async function assertNotLastHolder(c: Ctx, roleId: number, removed: string[]) {
  const critical = removed.filter((p) => KEEP_HELD.includes(p));
  if (!critical.length) return;
  const holders = await c.var.db
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

async function updateRole(c: Ctx, id: number, input: { name?: string; description?: string; permissions?: string[] }) {
  const role = await existingRole(c, id);
  const renamed = input.name !== undefined && input.name !== role.name;
  if (renamed && role.protected) throw protectedRole(`Die Rolle "${role.name}" kann nicht umbenannt werden.`);
  if (role.name === ADMIN_ROLE && input.permissions && input.permissions.length !== PERMISSION_NAMES.length) {
    throw protectedRole("Der Rolle admin können keine Berechtigungen entzogen werden.");
  }
  const permissionsChange = input.permissions && input.permissions.join() !== role.permissions.join();
  if (permissionsChange) {
    assertNotOwnRole(c, role);
    assertActorHolds(
      c,
      input.permissions!.filter((p) => !role.permissions.includes(p)),
    );
    await assertNotLastHolder(
      c,
      id,
      role.permissions.filter((p) => !input.permissions!.includes(p)),
    );
  }
  if (renamed) await assertNameFree(c, input.name!, id);
  const name = input.name ?? role.name;
  const db = c.var.db;
  await batchOrConflict(c.var.db, nameTaken, [
    db
      .update(roles)
      .set({ name: input.name, description: input.description, updated_at: new Date().toISOString() })
      .where(eq(roles.id, id)),
    ...(permissionsChange ? [db.delete(rolePermissions).where(eq(rolePermissions.role_id, id))] : []),
    ...(permissionsChange && input.permissions!.length ? [insertRolePermissionsByName(db, name, input.permissions!)] : []),
    auditInsert(depsOf(c), {
      action: "update",
      entity: "role",
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
  return c.json(await existingRole(c, id));
}

export const rolesRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("roles.view"), async (c) => c.json(await roleRecords(c)))
  .get("/:id{[0-9]+}", requirePermission("roles.view"), validate("param", idParam), async (c) =>
    c.json(await existingRole(c, c.req.valid("param").id)),
  )
  .post("/", requirePermission("roles.manage"), validate("json", roleSchema), async (c) => {
    const input = c.req.valid("json");
    assertActorHolds(c, input.permissions);
    await assertNameFree(c, input.name);
    const db = c.var.db;
    await batchOrConflict(c.var.db, nameTaken, [
      db.insert(roles).values({ name: input.name, description: input.description }),
      ...(input.permissions.length ? [insertRolePermissionsByName(db, input.name, input.permissions)] : []),
      auditInsert(depsOf(c), {
        action: "create",
        entity: "role",
        entityId: sql`(SELECT id FROM roles WHERE name = ${input.name})`,
        details: input,
      }),
    ]);
    const created = (await findRoleByName(db, input.name))!;
    return c.json(await existingRole(c, created.id), 201);
  })
  .put("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", roleSchema), (c) =>
    updateRole(c, c.req.valid("param").id, c.req.valid("json")),
  )
  .patch("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", rolePatchSchema), (c) =>
    updateRole(c, c.req.valid("param").id, c.req.valid("json")),
  )
  .delete("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), async (c) => {
    const role = await existingRole(c, c.req.valid("param").id);
    if (role.protected) throw protectedRole(`Die Rolle "${role.name}" kann nicht gelöscht werden.`);
    assertNotOwnRole(c, role);
    await assertNotLastHolder(c, role.id, role.permissions);
    const fallback = (await findRoleByName(c.var.db, DEFAULT_ROLE))!;
    const db = c.var.db;
    // its users move to the default role; a role change ends their sessions (session_epoch)
    await db.batch([
      db
        .update(adminUsers)
        .set({ role_id: fallback.id, session_epoch: sql`${adminUsers.session_epoch} + 1`, updated_at: new Date().toISOString() })
        .where(eq(adminUsers.role_id, role.id)),
      db.delete(rolePermissions).where(eq(rolePermissions.role_id, role.id)),
      db.delete(roles).where(eq(roles.id, role.id)),
      auditInsert(depsOf(c), {
        action: "delete",
        entity: "role",
        entityId: role.id,
        details: { name: role.name, permissions: role.permissions, users_moved_to: DEFAULT_ROLE, users_moved: role.user_count },
      }),
    ]);
    return c.body(null, 204);
  });

export const permissionsRoutes = new Hono<AppEnv>().get("/", requirePermission("roles.view"), async (c) => {
  const rows = await c.var.db.select().from(permissions).all();
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
  return c.json(groups);
});

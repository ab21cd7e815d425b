/**
 * @file Roles under /api/admin/roles and the permission catalogue at /api/admin/permissions. The contract is
 * documented in common/schemas/roles.ts. `admin` keeps its name and every permission and cannot be deleted;
 * `viewer` (where users of a deleted role go) keeps its name and cannot be deleted.
 */

import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { DEFAULT_ROLE, PERMISSION_NAMES } from "../../../common/permissions";
import { type PermissionGroup, rolePatchSchema, roleSchema } from "../../../common/schemas/roles";
import { batchOrConflict } from "../../db/conflicts";
import { findRoleByName, insertRolePermissionsByName } from "../../db/queries/admin-users";
import { adminUsers, permissions, rolePermissions, roles } from "../../db/schema";
import {
  assertActorHolds,
  assertNameFree,
  assertNotLastHolder,
  assertNotOwnRole,
  existingRole,
  nameTaken,
  protectedRole,
  roleRecords,
  updateRole,
} from "../../domain/staff/roles";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { idParam, validate } from "../../lib/validate";

export const rolesRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("roles.view"), async (c) => c.json(await roleRecords(depsOf(c))))
  .get("/:id{[0-9]+}", requirePermission("roles.view"), validate("param", idParam), async (c) =>
    c.json(await existingRole(depsOf(c), c.req.valid("param").id)),
  )
  .post("/", requirePermission("roles.manage"), validate("json", roleSchema), async (c) => {
    const input = c.req.valid("json");
    assertActorHolds(depsOf(c), input.permissions);
    await assertNameFree(depsOf(c), input.name);
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
    return c.json(await existingRole(depsOf(c), created.id), 201);
  })
  .put("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", roleSchema), async (c) =>
    c.json(await updateRole(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .patch("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", rolePatchSchema), async (c) =>
    c.json(await updateRole(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), async (c) => {
    const role = await existingRole(depsOf(c), c.req.valid("param").id);
    if (role.protected) throw protectedRole(`Die Rolle "${role.name}" kann nicht gelöscht werden.`);
    assertNotOwnRole(depsOf(c), role);
    await assertNotLastHolder(depsOf(c), role.id, role.permissions);
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

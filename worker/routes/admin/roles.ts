/**
 * @file Roles under /api/admin/roles and the permission catalogue at /api/admin/permissions. The contract is
 * documented in common/schemas/roles.ts. `admin` keeps its name and every permission and cannot be deleted;
 * `viewer` (where users of a deleted role go) keeps its name and cannot be deleted.
 */

import { Hono } from "hono";
import { rolePatchSchema, roleSchema } from "../../../common/schemas/roles";
import { createRole, deleteRole, permissionGroups } from "../../domain/staff/role-actions";
import { existingRole, roleRecords, updateRole } from "../../domain/staff/roles";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { idParam, validate } from "../../lib/validate";

export const rolesRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("roles.view"), async (c) => c.json(await roleRecords(depsOf(c))))
  .get("/:id{[0-9]+}", requirePermission("roles.view"), validate("param", idParam), async (c) =>
    c.json(await existingRole(depsOf(c), c.req.valid("param").id)),
  )
  .post("/", requirePermission("roles.manage"), validate("json", roleSchema), async (c) => {
    return c.json(await createRole(depsOf(c), c.req.valid("json")), 201);
  })
  .put("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", roleSchema), async (c) =>
    c.json(await updateRole(depsOf(c), c.req.valid("param").id, c.req.valid("json"), requiredVersion(c))),
  )
  .patch("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), validate("json", rolePatchSchema), async (c) =>
    c.json(await updateRole(depsOf(c), c.req.valid("param").id, c.req.valid("json"), requiredVersion(c))),
  )
  .delete("/:id{[0-9]+}", requirePermission("roles.manage"), validate("param", idParam), async (c) => {
    await deleteRole(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

export const permissionsRoutes = new Hono<AppEnv>().get("/", requirePermission("roles.view"), async (c) => {
  return c.json(await permissionGroups(depsOf(c)));
});

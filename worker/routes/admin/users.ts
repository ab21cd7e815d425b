/**
 * @file Staff accounts under /api/admin/users. The contract (routes, bodies, answers, errors) is documented in
 * common/schemas/users.ts. Rules: nobody deactivates, deletes or changes the role of their own account; the last
 * active admin stays; only roles whose permissions the actor holds can be assigned, and only accounts whose role
 * the actor outranks can be changed. Deactivation, role change and password reset bump session_epoch. New accounts and
 * resets get a temporary password: one sign-in within 72 hours, which may only change it (worker/routes/auth.ts).
 */

import { Hono } from "hono";
import { type RoleOption, userCreateSchema, userPatchSchema, userUpdateSchema } from "../../../common/schemas/users";
import { listUsers } from "../../db/queries/admin-users";
import { roles } from "../../db/schema";
import { createUser, deleteUser, endUserSessions, resetPassword, resetSecondFactor } from "../../domain/staff/user-actions";
import { existingUser, updateUser } from "../../domain/staff/users";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { idParam, validate } from "../../lib/validate";

export const usersRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("users.view"), async (c) => c.json(await listUsers(c.var.db)))
  .get("/role-options", requirePermission("users.view"), async (c) => {
    const options: RoleOption[] = await c.var.db
      .select({ id: roles.id, name: roles.name, description: roles.description })
      .from(roles)
      .orderBy(roles.name)
      .all();
    return c.json(options);
  })
  .get("/:id{[0-9]+}", requirePermission("users.view"), validate("param", idParam), async (c) =>
    c.json(await existingUser(depsOf(c), c.req.valid("param").id)),
  )
  .post("/", requirePermission("users.create"), validate("json", userCreateSchema), async (c) => {
    return c.json(await createUser(depsOf(c), c.req.valid("json")), 201);
  })
  .put("/:id{[0-9]+}", requirePermission("users.edit"), validate("param", idParam), validate("json", userUpdateSchema), async (c) =>
    c.json(await updateUser(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .patch("/:id{[0-9]+}", requirePermission("users.edit"), validate("param", idParam), validate("json", userPatchSchema), async (c) =>
    c.json(await updateUser(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id{[0-9]+}/reset-password", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    return c.json(await resetPassword(depsOf(c), c.req.valid("param").id));
  })
  .post("/:id{[0-9]+}/reset-second-factor", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    await resetSecondFactor(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .post("/:id{[0-9]+}/end-sessions", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    await endUserSessions(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .delete("/:id{[0-9]+}", requirePermission("users.delete"), validate("param", idParam), async (c) => {
    await deleteUser(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

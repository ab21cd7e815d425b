/**
 * @file Staff accounts under /api/admin/users. The contract (routes, bodies, answers, errors) is documented in
 * common/schemas/users.ts. Rules: nobody deactivates, deletes or changes the role of their own account; the last
 * active admin stays; only roles whose permissions the actor holds can be assigned, and only accounts whose role
 * the actor outranks can be changed. Deactivation, role change and password reset bump session_epoch. New accounts and
 * resets get a temporary password: one sign-in within 72 hours, which may only change it (worker/routes/auth.ts).
 */

import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { generateTemporaryPassword, hashPassword, temporaryPasswordExpiry } from "../../../common/password";
import { type AdminUserCreated, type RoleOption, userCreateSchema, userPatchSchema, userUpdateSchema } from "../../../common/schemas/users";
import { batchOrConflict } from "../../db/conflicts";
import { findUser, listUsers } from "../../db/queries/admin-users";
import { adminUsers, passkeys, roles, totpRecoveryCodes } from "../../db/schema";
import { endAllSessionsStatements } from "../../domain/account/sessions";
import { clearLoginLock } from "../../domain/account/throttle";
import {
  assertActorHoldsRole,
  assertAdminRemains,
  assertEmailFree,
  assignableRole,
  emailTaken,
  existingUser,
  ownAccount,
  updateUser,
} from "../../domain/staff/users";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
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
    const input = c.req.valid("json");
    const role = await assignableRole(depsOf(c), input.role);
    await assertEmailFree(depsOf(c), input.email);
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    await batchOrConflict(c.var.db, emailTaken, [
      c.var.db.insert(adminUsers).values({
        email: input.email,
        name: input.name,
        role_id: role.id,
        active: input.active,
        password_hash: passwordHash,
        temporary_password_expires_at: temporaryPasswordExpiry(),
      }),
      auditInsert(depsOf(c), {
        action: "create",
        entity: "admin_user",
        entityId: sql`(SELECT id FROM admin_users WHERE email = ${input.email})`,
        details: { email: input.email, name: input.name, role: role.name, active: input.active },
      }),
    ]);
    const created = (await c.var.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, input.email)).get())!;
    const body: AdminUserCreated = { ...(await findUser(c.var.db, created.id))!, temporary_password: temporaryPassword };
    return c.json(body, 201);
  })
  .put("/:id{[0-9]+}", requirePermission("users.edit"), validate("param", idParam), validate("json", userUpdateSchema), async (c) =>
    c.json(await updateUser(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .patch("/:id{[0-9]+}", requirePermission("users.edit"), validate("param", idParam), validate("json", userPatchSchema), async (c) =>
    c.json(await updateUser(depsOf(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id{[0-9]+}/reset-password", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    const target = await existingUser(depsOf(c), c.req.valid("param").id);
    if (target.id !== c.var.user.id)
      await assertActorHoldsRole(depsOf(c), target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    await c.var.db.batch([
      c.var.db
        .update(adminUsers)
        .set({
          password_hash: passwordHash,
          temporary_password_expires_at: temporaryPasswordExpiry(),
          temporary_password_used_at: null,
          session_epoch: sql`${adminUsers.session_epoch} + 1`,
          updated_at: new Date().toISOString(),
        })
        .where(eq(adminUsers.id, target.id)),
      auditInsert(depsOf(c), { action: "reset_password", entity: "admin_user", entityId: target.id, details: { email: target.email } }),
    ]);
    await clearLoginLock(c.var.db, target.email);
    const body: AdminUserCreated = { ...(await findUser(c.var.db, target.id))!, temporary_password: temporaryPassword };
    return c.json(body);
  })
  .post("/:id{[0-9]+}/reset-second-factor", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    const target = await existingUser(depsOf(c), c.req.valid("param").id);
    if (target.id !== c.var.user.id)
      await assertActorHoldsRole(depsOf(c), target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
    await c.var.db.batch([
      c.var.db
        .update(adminUsers)
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, totp_enabled_at: null })
        .where(eq(adminUsers.id, target.id)),
      c.var.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, target.id)),
      // a lost passkey is a lost second factor too: the reset removes them all, the user registers new ones
      c.var.db.delete(passkeys).where(eq(passkeys.user_id, target.id)),
      ...endAllSessionsStatements(c.var.db, target.id),
      auditInsert(depsOf(c), {
        action: "reset_second_factor",
        entity: "admin_user",
        entityId: target.id,
        details: { email: target.email },
      }),
    ]);
    return c.body(null, 204);
  })
  .post("/:id{[0-9]+}/end-sessions", requirePermission("users.edit"), validate("param", idParam), async (c) => {
    const target = await existingUser(depsOf(c), c.req.valid("param").id);
    if (target.id !== c.var.user.id)
      await assertActorHoldsRole(depsOf(c), target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
    await c.var.db.batch([
      ...endAllSessionsStatements(c.var.db, target.id),
      auditInsert(depsOf(c), { action: "end_sessions", entity: "admin_user", entityId: target.id, details: { email: target.email } }),
    ]);
    return c.body(null, 204);
  })
  .delete("/:id{[0-9]+}", requirePermission("users.delete"), validate("param", idParam), async (c) => {
    const target = await existingUser(depsOf(c), c.req.valid("param").id);
    if (target.id === c.var.user.id) throw ownAccount("Sie können Ihr eigenes Konto nicht löschen.");
    await assertActorHoldsRole(depsOf(c), target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen löschen.");
    await assertAdminRemains(depsOf(c), target, false);
    await c.var.db.batch([
      c.var.db.delete(adminUsers).where(eq(adminUsers.id, target.id)),
      auditInsert(depsOf(c), {
        action: "delete",
        entity: "admin_user",
        entityId: target.id,
        details: { email: target.email, name: target.name, role: target.role },
      }),
    ]);
    return c.body(null, 204);
  });

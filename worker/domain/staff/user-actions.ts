/** @file What staff do to accounts besides editing them: create, reset the password or second factor, end sessions, delete. */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { generateTemporaryPassword, hashPassword, temporaryPasswordExpiry } from "../../../common/password";
import type { AdminUserCreated, userCreateSchema } from "../../../common/schemas/users";
import { batchOrConflict } from "../../db/conflicts";
import { findUser } from "../../db/queries/admin-users";
import { adminUsers, passkeys, totpRecoveryCodes } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { endAllSessionsStatements } from "../account/sessions";
import { clearLoginLock } from "../account/throttle";
import { actorOf } from "../actor";
import { assertActorHoldsRole, assertAdminRemains, assertEmailFree, assignableRole, emailTaken, existingUser, ownAccount } from "./users";

/** Creates an account with a temporary password (shown once in the answer) and its audit row. */
export async function createUser(deps: Deps, input: z.infer<typeof userCreateSchema>) {
  const role = await assignableRole(deps, input.role);
  await assertEmailFree(deps, input.email);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await batchOrConflict(deps.db, emailTaken, [
    deps.db.insert(adminUsers).values({
      email: input.email,
      name: input.name,
      role_id: role.id,
      active: input.active,
      password_hash: passwordHash,
      temporary_password_expires_at: temporaryPasswordExpiry(),
    }),
    auditInsert(deps, {
      action: "create",
      entity: "admin_user",
      entityId: sql`(SELECT id FROM admin_users WHERE email = ${input.email})`,
      details: { email: input.email, name: input.name, role: role.name, active: input.active },
    }),
  ]);
  const created = (await deps.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, input.email)).get())!;
  const body: AdminUserCreated = { ...(await findUser(deps.db, created.id))!, temporary_password: temporaryPassword };
  return body;
}

/** A new temporary password for the account: its sessions end, a sign-in lock on its e-mail is lifted. */
export async function resetPassword(deps: Deps, id: number) {
  const target = await existingUser(deps, id);
  if (target.id !== actorOf(deps).id)
    await assertActorHoldsRole(deps, target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await deps.db.batch([
    deps.db
      .update(adminUsers)
      .set({
        password_hash: passwordHash,
        temporary_password_expires_at: temporaryPasswordExpiry(),
        temporary_password_used_at: null,
        session_epoch: sql`${adminUsers.session_epoch} + 1`,
        updated_at: new Date().toISOString(),
      })
      .where(eq(adminUsers.id, target.id)),
    auditInsert(deps, { action: "reset_password", entity: "admin_user", entityId: target.id, details: { email: target.email } }),
  ]);
  await clearLoginLock(deps.db, target.email);
  const body: AdminUserCreated = { ...(await findUser(deps.db, target.id))!, temporary_password: temporaryPassword };
  return body;
}

/** Removes TOTP, recovery codes and passkeys of the account and ends its sessions. */
export async function resetSecondFactor(deps: Deps, id: number) {
  const target = await existingUser(deps, id);
  if (target.id !== actorOf(deps).id)
    await assertActorHoldsRole(deps, target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
  await deps.db.batch([
    deps.db
      .update(adminUsers)
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, totp_enabled_at: null })
      .where(eq(adminUsers.id, target.id)),
    deps.db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, target.id)),
    // a lost passkey is a lost second factor too: the reset removes them all, the user registers new ones
    deps.db.delete(passkeys).where(eq(passkeys.user_id, target.id)),
    ...endAllSessionsStatements(deps.db, target.id),
    auditInsert(deps, {
      action: "reset_second_factor",
      entity: "admin_user",
      entityId: target.id,
      details: { email: target.email },
    }),
  ]);
}

/** Ends every session of the account. */
export async function endUserSessions(deps: Deps, id: number) {
  const target = await existingUser(deps, id);
  if (target.id !== actorOf(deps).id)
    await assertActorHoldsRole(deps, target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
  await deps.db.batch([
    ...endAllSessionsStatements(deps.db, target.id),
    auditInsert(deps, { action: "end_sessions", entity: "admin_user", entityId: target.id, details: { email: target.email } }),
  ]);
}

/** Deletes an account (not one's own, not the last active admin, none that outranks the actor). */
export async function deleteUser(deps: Deps, id: number) {
  const target = await existingUser(deps, id);
  if (target.id === actorOf(deps).id) throw ownAccount("Sie können Ihr eigenes Konto nicht löschen.");
  await assertActorHoldsRole(deps, target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen löschen.");
  await assertAdminRemains(deps, target, false);
  await deps.db.batch([
    deps.db.delete(adminUsers).where(eq(adminUsers.id, target.id)),
    auditInsert(deps, {
      action: "delete",
      entity: "admin_user",
      entityId: target.id,
      details: { email: target.email, name: target.name, role: target.role },
    }),
  ]);
}

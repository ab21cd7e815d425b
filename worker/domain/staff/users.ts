/** @file Staff accounts' rules: nobody changes their own account's role or state, the last active admin stays, only roles whose permissions the actor holds can be assigned, and only accounts the actor outranks can be changed. */

import { eq, sql } from "drizzle-orm";
import { ADMIN_ROLE } from "../../../common/permissions";
import type { AdminUserRecord } from "../../../common/schemas/users";
import { batchOrConflict } from "../../db/conflicts";
import { countOtherActiveAdmins, findRoleByName, findUser, permissionNamesOfRole } from "../../db/queries/admin-users";
import { adminUsers } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, fieldError, found } from "../../lib/errors";
import { assertHolds } from "../../lib/permissions";
import { actorOf } from "../actor";

const EMAIL_TAKEN = "Diese E-Mail-Adresse wird bereits verwendet.";

export const existingUser = async (deps: Deps, id: number): Promise<AdminUserRecord> =>
  found(await findUser(deps.db, id), "Benutzer nicht gefunden");

/** 403 unless the actor holds every permission of the role (no handing out or touching more rights than one has). */
export async function assertActorHoldsRole(deps: Deps, roleId: number, message: string) {
  assertHolds(actorOf(deps), await permissionNamesOfRole(deps.db, roleId), { message, listAll: true });
}

export async function assignableRole(deps: Deps, name: string) {
  const role = await findRoleByName(deps.db, name);
  if (!role) throw fieldError("role", `Unbekannte Rolle "${name}"`);
  await assertActorHoldsRole(deps, role.id, "Sie können keine Rolle vergeben, deren Berechtigungen Sie selbst nicht haben.");
  return role;
}

export async function assertEmailFree(deps: Deps, email: string, exceptId?: number) {
  const other = await deps.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).get();
  if (other && other.id !== exceptId) throw emailTaken();
}

/** 409 when the change would leave no active admin account. */
export async function assertAdminRemains(deps: Deps, target: AdminUserRecord, staysActiveAdmin: boolean) {
  if (target.role !== ADMIN_ROLE || !target.active || staysActiveAdmin) return;
  if ((await countOtherActiveAdmins(deps.db, target.id)) === 0)
    throw conflict("last_admin", "Das letzte aktive Administrator-Konto muss erhalten bleiben.");
}

export const emailTaken = () => conflict("email_taken", EMAIL_TAKEN, { fields: { email: [EMAIL_TAKEN] } });
export const ownAccount = (message: string) => conflict("self_change_refused", message);

export async function updateUser(deps: Deps, id: number, input: { email?: string; name?: string; role?: string; active?: boolean }) {
  const target = await existingUser(deps, id);
  const self = target.id === actorOf(deps).id;
  if (self && input.active === false) throw ownAccount("Sie können Ihr eigenes Konto nicht deaktivieren.");
  const roleChanges = input.role !== undefined && input.role.toLowerCase() !== target.role.toLowerCase();
  if (self && roleChanges) throw ownAccount("Sie können Ihre eigene Rolle nicht ändern.");
  if (!self) await assertActorHoldsRole(deps, target.role_id, "Sie können kein Konto mit mehr Berechtigungen als Ihren eigenen ändern.");
  const role = roleChanges ? await assignableRole(deps, input.role!) : undefined;
  if (input.email !== undefined && input.email !== target.email) await assertEmailFree(deps, input.email, id);
  const active = input.active ?? target.active;
  await assertAdminRemains(deps, target, active && (role ? role.name === ADMIN_ROLE : true));

  const endsSessions = (target.active && !active) || roleChanges;
  const changes = Object.fromEntries(
    (["email", "name", "active"] as const)
      .filter((k) => input[k] !== undefined && input[k] !== target[k])
      .map((k) => [k, { from: target[k], to: input[k] }] as const),
  );
  if (role) Object.assign(changes, { role: { from: target.role, to: role.name } });
  await batchOrConflict(deps.db, emailTaken, [
    deps.db
      .update(adminUsers)
      .set({
        email: input.email,
        name: input.name,
        active: input.active,
        role_id: role?.id,
        session_epoch: endsSessions ? sql`${adminUsers.session_epoch} + 1` : undefined,
        updated_at: new Date().toISOString(),
      })
      .where(eq(adminUsers.id, id)),
    auditInsert(deps, { action: "update", entity: "admin_user", entityId: id, details: { changes, sessions_ended: endsSessions } }),
  ]);
  return (await findUser(deps.db, id))!;
}

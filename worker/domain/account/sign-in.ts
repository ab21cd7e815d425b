/**
 * @file Signing in with a password and changing it: the throttle's reservation before the password is checked, one
 * answer for a wrong e-mail and a wrong password, a temporary password spent once, the audit rows, and whether the
 * account owes a TOTP second factor. Starting the session itself is HTTP (worker/http/sign-in.ts).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../../common/password";
import type { SessionUser } from "../../../common/types";
import { type AdminUser, adminUsers, siteSettings } from "../../db/schema";
import type { Db, Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { ApiError, fieldError } from "../../lib/errors";
import { actorOf } from "../actor";
import { assertStrongPassword } from "./password-rule";
import { loadSessionUser } from "./session-user";
import { acceptLoginAttempt, reserveLoginAttempt } from "./throttle";

const TOTP_GUARDED_PERMISSIONS = ["users.edit", "roles.manage"];

/** Whether the account must use a TOTP second factor (the setting is on and its role may manage users or roles). */
export async function totpRequiredFor(db: Db, user: Pick<SessionUser, "permissions">): Promise<boolean> {
  if (!user.permissions.some((p) => TOTP_GUARDED_PERMISSIONS.includes(p))) return false;
  const row = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "require_totp_for_admins"))
    .get();
  return row?.value === "true";
}

/** One message for a wrong e-mail and a wrong password, so that accounts cannot be enumerated. */
const INVALID_CREDENTIALS = "E-Mail oder Passwort ist falsch.";

// verifying against a fixed hash when the account does not exist keeps the timing the same
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * One statement for known and unknown addresses alike (it inserts nothing for an unknown one), so that a failed
 * sign-in costs the same either way; the attempt that uses up the window's last guess is recorded as a lock-out.
 */
function auditFailedSignIn(db: Db, email: string, lockedOut: boolean) {
  const action = lockedOut ? "login_locked" : "login_failed";
  return db.run(sql`INSERT INTO audit_log (user_id, user_email, action, entity, entity_id)
    SELECT id, email, ${action}, 'admin_user', CAST(id AS TEXT) FROM admin_users WHERE email = ${email}`);
}

const TEMPORARY_PASSWORD_SPENT =
  "Das temporäre Passwort ist abgelaufen oder wurde bereits verwendet. Bitte lassen Sie es von einem Administrator zurücksetzen.";

/**
 * Marks the account's temporary password as used, if it is still unused and unexpired: one statement, so that two
 * parallel sign-ins cannot both spend it. False when nothing was left to spend.
 */
async function spendTemporaryPassword(db: Db, userId: number): Promise<boolean> {
  const now = new Date().toISOString();
  const spent = await db
    .update(adminUsers)
    .set({ temporary_password_used_at: now })
    .where(and(eq(adminUsers.id, userId), isNull(adminUsers.temporary_password_used_at), gt(adminUsers.temporary_password_expires_at, now)))
    .returning({ id: adminUsers.id });
  return spent.length === 1;
}

/** Checks e-mail and password (braked per e-mail and client address) and records the sign-in; 401 otherwise. */
export async function signInWithPassword(
  deps: Pick<Deps, "db" | "env">,
  input: { email: string; password: string; address: string | undefined },
): Promise<{ account: AdminUser; user: SessionUser; temporary: boolean }> {
  const { email, password } = input;
  const attempt = { email, address: input.address };
  const db = deps.db;
  const reservation = await reserveLoginAttempt(deps.env, db, attempt);
  const account = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).get();
  const passwordOk = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
  const user = account && passwordOk && account.active ? await loadSessionUser(db, account.id, account.session_epoch) : null;
  if (!account || !user) {
    await auditFailedSignIn(db, email, reservation.lastGuess);
    throw new ApiError(401, "invalid_credentials", INVALID_CREDENTIALS);
  }
  const temporary = account.temporary_password_expires_at !== null;
  if (temporary && !(await spendTemporaryPassword(db, account.id)))
    throw new ApiError(401, "temporary_password_expired", TEMPORARY_PASSWORD_SPENT);
  await db.batch([
    db.update(adminUsers).set({ last_login: new Date().toISOString() }).where(eq(adminUsers.id, account.id)),
    auditInsert(
      { db, actor: user },
      { action: "login", entity: "admin_user", entityId: account.id, details: temporary ? { temporary_password: true } : undefined },
    ),
  ]);
  // the address's slot goes back; with a TOTP code still to come the e-mail's count goes on (a known password must not
  // buy fresh guesses at the code)
  await acceptLoginAttempt(db, reservation, { keepEmailCount: account.totp_secret !== null });
  return { account, user, temporary };
}

/** The actor's new password (strength rule first, then the current one, braked like sign-in); ends its other sessions. */
export async function changePassword(
  deps: Deps,
  input: { current_password: string; new_password: string; address: string | undefined },
): Promise<AdminUser> {
  const actor = actorOf(deps);
  // a weak new password is refused before the current one is checked, so it spends none of the guesses below
  await assertStrongPassword(deps, "new_password", input.new_password, actor);
  // guessing the current password through a stolen session is braked like sign-in
  const attempt = { email: actor.email, address: input.address };
  const db = deps.db;
  const reservation = await reserveLoginAttempt(deps.env, db, attempt);
  const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, actor.id)).get())!;
  if (!(await verifyPassword(input.current_password, account.password_hash))) {
    throw fieldError("current_password", "Das aktuelle Passwort ist falsch.");
  }
  const epoch = account.session_epoch + 1;
  await db.batch([
    db
      .update(adminUsers)
      .set({
        password_hash: await hashPassword(input.new_password),
        session_epoch: epoch,
        temporary_password_expires_at: null,
        temporary_password_used_at: null,
        updated_at: new Date().toISOString(),
      })
      .where(eq(adminUsers.id, account.id)),
    auditInsert(deps, { action: "change_password", entity: "admin_user", entityId: account.id }),
  ]);
  await acceptLoginAttempt(db, reservation);
  return { ...account, session_epoch: epoch };
}

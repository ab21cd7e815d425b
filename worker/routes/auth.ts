/**
 * @file Sign-in, sign-out and the current user.
 *   POST /api/auth/login  { email, password } -> 200 { user: SessionUser } + session cookie;
 *        401 wrong e-mail or password (one message for both); 429 + Retry-After (seconds, also details.retry_after)
 *        after too many failed attempts for the e-mail or from the client address. A temporary password (issued by an
 *        admin) works for one sign-in within 72 hours; that session has `password_change_required` and may only call
 *        /me, /session, /logout and /password; afterwards, or once expired, it answers 401 temporary_password_expired.
 *   POST /api/auth/logout -> 204 (ends the server-side session, clears the cookie)
 *   GET  /api/auth/me     -> { user: SessionUser } or 401 (also for a session that must change its password)
 *   GET  /api/auth/session -> { user: SessionUser | null }: the admin app's probe; signed out is an answer, not an
 *        error (a 401 would log a console error on every signed-out visit, issue 17 item 13)
 *   POST /api/auth/password { current_password, new_password } -> 204 + fresh cookie; other sessions end
 *        (see passwordChangeSchema in common/schemas/auth.ts)
 *   GET|POST /api/auth/setup -> first-run setup of the first admin (worker/routes/setup.ts)
 *   /api/auth/sessions -> 'Meine Sitzungen' (worker/routes/sessions.ts)
 *   /api/auth/totp -> the TOTP second factor (worker/routes/totp.ts); after the password an account with TOTP gets a
 *        session with pending_step 'totp' that can only give the code
 *   /api/auth/passkeys -> passkeys: register, rename, delete; sign in with one (worker/routes/passkeys.ts)
 */

import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../../common/password";
import { loginSchema, passwordChangeSchema } from "../../common/schemas/auth";
import { adminUsers } from "../db/schema";
import { assertStrongPassword } from "../domain/account/password-rule";
import { clearLoginLock, recordLoginFailure, reserveLoginAttempt } from "../domain/account/throttle";
import type { AppEnv, Db } from "../env";
import { depsOf } from "../http/deps";
import { clearSession, loadSessionUser, requireAuthAllowing, sameOriginWrites, signedInUser } from "../http/session";
import { startSignedInSession } from "../http/sign-in";
import { auditInsert, recordAudit } from "../lib/audit";
import { ApiError, fieldError } from "../lib/errors";
import { validate } from "../lib/validate";

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

export const authRoutes = new Hono<AppEnv>()
  .post("/login", sameOriginWrites, validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const attempt = { email, address: c.req.header("cf-connecting-ip") };
    const db = c.var.db;
    const reservation = await reserveLoginAttempt(c.env, db, attempt);
    const account = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).get();
    const passwordOk = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
    const user = account && passwordOk && account.active ? await loadSessionUser(db, account.id, account.session_epoch) : null;
    if (!account || !user) {
      await recordLoginFailure(c.env, attempt);
      await auditFailedSignIn(db, email, reservation.lastGuess);
      throw new ApiError(401, "invalid_credentials", INVALID_CREDENTIALS);
    }
    const temporary = account.temporary_password_expires_at !== null;
    if (temporary && !(await spendTemporaryPassword(db, account.id)))
      throw new ApiError(401, "temporary_password_expired", TEMPORARY_PASSWORD_SPENT);
    c.set("user", user);
    await db.batch([
      db.update(adminUsers).set({ last_login: new Date().toISOString() }).where(eq(adminUsers.id, account.id)),
      auditInsert(depsOf(c), {
        action: "login",
        entity: "admin_user",
        entityId: account.id,
        details: temporary ? { temporary_password: true } : undefined,
      }),
    ]);
    // with a TOTP code still to come the count goes on: a known password must not buy fresh guesses at the code
    if (!account.totp_secret) await clearLoginLock(db, email);
    return c.json({ user: await startSignedInSession(c, account, user, { temporary }) });
  })
  .post("/logout", sameOriginWrites, async (c) => {
    const user = await signedInUser(c);
    await clearSession(c);
    if (user) {
      c.set("user", user);
      await recordAudit(depsOf(c), { action: "logout", entity: "admin_user", entityId: user.id });
    }
    return c.body(null, 204);
  })
  .get("/me", requireAuthAllowing("password_change", "totp", "totp_enrol"), (c) => c.json({ user: c.var.user }))
  .get("/session", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: await signedInUser(c) });
  })
  .post("/password", requireAuthAllowing("password_change"), sameOriginWrites, validate("json", passwordChangeSchema), async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    // a weak new password is refused before the current one is checked, so it spends none of the guesses below
    await assertStrongPassword("new_password", new_password, c.var.user);
    // guessing the current password through a stolen session is braked like sign-in
    const attempt = { email: c.var.user.email, address: c.req.header("cf-connecting-ip") };
    const db = c.var.db;
    await reserveLoginAttempt(c.env, db, attempt);
    const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    if (!(await verifyPassword(current_password, account.password_hash))) {
      await recordLoginFailure(c.env, attempt);
      throw fieldError("current_password", "Das aktuelle Passwort ist falsch.");
    }
    const epoch = account.session_epoch + 1;
    await db.batch([
      db
        .update(adminUsers)
        .set({
          password_hash: await hashPassword(new_password),
          session_epoch: epoch,
          temporary_password_expires_at: null,
          temporary_password_used_at: null,
          updated_at: new Date().toISOString(),
        })
        .where(eq(adminUsers.id, account.id)),
      auditInsert(depsOf(c), { action: "change_password", entity: "admin_user", entityId: account.id }),
    ]);
    await clearLoginLock(db, account.email);
    // the second factor, if any, was given before this session could change the password
    await startSignedInSession(c, { ...account, session_epoch: epoch }, c.var.user, { secondFactorDone: true });
    return c.body(null, 204);
  });

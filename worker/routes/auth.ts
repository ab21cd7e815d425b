/**
 * @file Sign-in, sign-out and the current user.
 *   POST /api/auth/login  { email, password } -> 200 { user: SessionUser } + session cookie;
 *        401 wrong e-mail or password (one message for both); 429 + Retry-After (seconds, also details.retry_after)
 *        after too many failed attempts for the e-mail or from the client address.
 *   POST /api/auth/logout -> 204 (clears the cookie)
 *   GET  /api/auth/me     -> { user: SessionUser } or 401
 *   POST /api/auth/password { current_password, new_password } -> 204 + fresh cookie; other sessions end
 *        (see passwordChangeSchema in common/schemas/auth.ts)
 */

import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../../common/password";
import { loginSchema, passwordChangeSchema } from "../../common/schemas/auth";
import { adminUsers } from "../db/schema";
import type { AppEnv, Db } from "../env";
import { auditInsert } from "../lib/audit";
import { ApiError, fieldError } from "../lib/errors";
import { ACCOUNT_LOCK, assertLoginAllowed, recordLoginFailure, recordLoginSuccess, tooManyAttempts } from "../lib/login-throttle";
import { clearSession, issueSession, loadSessionUser, requireAuth, sameOriginWrites } from "../lib/session";
import { validate } from "../lib/validate";

/** One message for a wrong e-mail and a wrong password, so that accounts cannot be enumerated. */
const INVALID_CREDENTIALS = "E-Mail oder Passwort ist falsch.";

// verifying against a fixed hash when the account does not exist keeps the timing the same
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * The exact per-account count in D1 (KV counts are only a brake): a failure after an expired lock starts over at 1,
 * the ACCOUNT_LOCK.failures-th consecutive failure locks the account for ACCOUNT_LOCK.seconds.
 */
async function countAccountFailure(db: Db, accountId: number) {
  const lockUntil = new Date(Date.now() + ACCOUNT_LOCK.seconds * 1000).toISOString();
  const now = new Date().toISOString();
  const count = sql`(CASE WHEN ${adminUsers.locked_until} IS NOT NULL AND ${adminUsers.locked_until} <= ${now} THEN 1 ELSE ${adminUsers.failed_login_count} + 1 END)`;
  await db
    .update(adminUsers)
    .set({
      failed_login_count: count,
      locked_until: sql`(CASE WHEN ${count} >= ${ACCOUNT_LOCK.failures} THEN ${lockUntil} WHEN ${adminUsers.locked_until} <= ${now} THEN NULL ELSE ${adminUsers.locked_until} END)`,
    })
    .where(eq(adminUsers.id, accountId));
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", sameOriginWrites, validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const attempt = { email, address: c.req.header("cf-connecting-ip") };
    await assertLoginAllowed(c.env, attempt);
    const db = c.var.db;
    const account = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).get();
    const nowMs = Date.now();
    if (account?.locked_until && Date.parse(account.locked_until) > nowMs) {
      throw tooManyAttempts((Date.parse(account.locked_until) - nowMs) / 1000);
    }
    const passwordOk = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
    const user = account && passwordOk && account.active ? await loadSessionUser(db, account.id, account.session_epoch) : null;
    if (!account || !user) {
      await recordLoginFailure(c.env, attempt);
      if (account) await countAccountFailure(c.var.db, account.id);
      throw new ApiError(401, "invalid_credentials", INVALID_CREDENTIALS);
    }
    await db
      .update(adminUsers)
      .set({ last_login: new Date().toISOString(), failed_login_count: 0, locked_until: null })
      .where(eq(adminUsers.id, account.id));
    await recordLoginSuccess(c.env, attempt);
    await issueSession(c, account);
    return c.json({ user });
  })
  .post("/logout", sameOriginWrites, async (c) => {
    clearSession(c);
    return c.body(null, 204);
  })
  .get("/me", requireAuth, (c) => c.json({ user: c.var.user }))
  .post("/password", requireAuth, sameOriginWrites, validate("json", passwordChangeSchema), async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    // guessing the current password through a stolen session is braked like sign-in
    const attempt = { email: c.var.user.email, address: c.req.header("cf-connecting-ip") };
    await assertLoginAllowed(c.env, attempt);
    const db = c.var.db;
    const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    if (!(await verifyPassword(current_password, account.password_hash))) {
      await recordLoginFailure(c.env, attempt);
      throw fieldError("current_password", "Das aktuelle Passwort ist falsch.");
    }
    const epoch = account.session_epoch + 1;
    await db.batch([
      db
        .update(adminUsers)
        .set({ password_hash: await hashPassword(new_password), session_epoch: epoch, updated_at: new Date().toISOString() })
        .where(eq(adminUsers.id, account.id)),
      auditInsert(c, { action: "change_password", entity: "admin_user", entityId: account.id }),
    ]);
    await issueSession(c, { id: account.id, session_epoch: epoch });
    return c.body(null, 204);
  });

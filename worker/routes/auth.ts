/**
 * @file Sign-in, sign-out and the current user.
 *   POST /api/auth/login  { email, password } -> 200 { user: SessionUser } + session cookie;
 *        401 wrong e-mail or password (one message for both); 429 + Retry-After (seconds, also details.retry_after)
 *        after too many failed attempts for the e-mail or from the client address.
 *   POST /api/auth/logout -> 204 (clears the cookie)
 *   GET  /api/auth/me     -> { user: SessionUser } or 401
 */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { AppEnv } from "../env";
import { adminUsers } from "../db/schema";
import { loginSchema } from "../../common/schemas/auth";
import { verifyPassword } from "../../common/password";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { clearSession, issueSession, loadSessionUser, requireAuth, sameOriginWrites } from "../lib/session";

/** One message for a wrong e-mail and a wrong password, so that accounts cannot be enumerated. */
export const INVALID_CREDENTIALS = "E-Mail oder Passwort ist falsch.";

// verifying against a fixed hash when the account does not exist keeps the timing the same
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", sameOriginWrites, validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = c.var.db;
    const account = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).get();
    const passwordOk = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !passwordOk || !account.active) throw new ApiError(401, INVALID_CREDENTIALS);
    const user = await loadSessionUser(db, account.id, account.session_epoch);
    if (!user) throw new ApiError(401, INVALID_CREDENTIALS);
    await db
      .update(adminUsers)
      .set({ last_login: new Date().toISOString(), failed_login_count: 0, locked_until: null })
      .where(eq(adminUsers.id, account.id));
    await issueSession(c, account);
    return c.json({ user });
  })
  .post("/logout", sameOriginWrites, async (c) => {
    clearSession(c);
    return c.body(null, 204);
  })
  .get("/me", requireAuth, (c) => c.json({ user: c.var.user }));


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

import { Hono } from "hono";
import { loginSchema, passwordChangeSchema } from "../../common/schemas/auth";
import { changePassword, signInWithPassword } from "../domain/account/sign-in";
import type { AppEnv } from "../env";
import { depsOf } from "../http/deps";
import { clearSession, requireAuthAllowing, sameOriginWrites, signedInUser } from "../http/session";
import { startSignedInSession } from "../http/sign-in";
import { recordAudit } from "../lib/audit";
import { validate } from "../lib/validate";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", sameOriginWrites, validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const signIn = await signInWithPassword(depsOf(c), { email, password, address: c.req.header("cf-connecting-ip") });
    c.set("user", signIn.user);
    return c.json({ user: await startSignedInSession(c, signIn.account, signIn.user, { temporary: signIn.temporary }) });
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
    const account = await changePassword(depsOf(c), { current_password, new_password, address: c.req.header("cf-connecting-ip") });
    // the second factor, if any, was given before this session could change the password
    await startSignedInSession(c, account, c.var.user, { secondFactorDone: true });
    return c.body(null, 204);
  });

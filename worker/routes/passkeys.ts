/**
 * @file Passkeys under /api/auth/passkeys (contract in common/schemas/passkeys.ts): a signed-in user registers, renames
 * and deletes their own passkeys; anyone may sign in with one (discoverable credentials). A passkey sign-in opens the
 * same session as the password and counts as the second factor too.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  type PasskeyItem,
  passkeyIdParam,
  passkeyLoginSchema,
  passkeyNameSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
} from "../../common/schemas/passkeys";
import { adminUsers, auditLog, passkeys } from "../db/schema";
import {
  authenticationOptions,
  passkeyRefused,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from "../domain/account/passkeys";
import { loadSessionUser } from "../domain/account/session-user";
import type { AppEnv } from "../env";
import { depsOf } from "../http/deps";
import { requireAuth, sameOriginWrites } from "../http/session";
import { startSignedInSession } from "../http/sign-in";
import { auditInsert, recordAudit } from "../lib/audit";
import { ApiError, conflict, notFound } from "../lib/errors";
import { clientLimitKey, type Limit, takeSlots, tooManyRequests } from "../lib/rate-limit";
import { validate } from "../lib/validate";

/**
 * The options routes store a challenge: they take a JSON body only, so that not even a same-origin form post (which
 * sameOriginWrites lets through for uploads) makes them write.
 */
const jsonBodyOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
    throw new ApiError(415, "unsupported_media_type", "Erwartet wird application/json");
  await next();
});

/** Anonymous sign-in ceremonies per client address (each stores a challenge row): a person needs a handful. */
export const PASSKEY_OPTIONS_LIMIT: Limit = { max: 30, windowSeconds: 10 * 60 };

const itemColumns = { id: passkeys.id, name: passkeys.name, created_at: passkeys.created_at, last_used_at: passkeys.last_used_at };
const PASSKEY_NOT_FOUND = "Passkey nicht gefunden";

export const passkeyRoutes = new Hono<AppEnv>()
  .use(sameOriginWrites)
  .post("/login/options", jsonBodyOnly, validate("json", passkeyOptionsSchema), async (c) => {
    const key = await clientLimitKey(c.env, "passkey-options", c.req.header("cf-connecting-ip"));
    const slot = await takeSlots(c.var.db, [{ key, limit: PASSKEY_OPTIONS_LIMIT }]);
    if (!slot.ok) throw tooManyRequests(slot.retryAfter, "Zu viele Passkey-Anfragen. Bitte versuchen Sie es später erneut.");
    c.header("Cache-Control", "no-store");
    return c.json(await authenticationOptions(c.env, c.var.db));
  })
  .post("/login", validate("json", passkeyLoginSchema), async (c) => {
    const db = c.var.db;
    const passkey = await verifyAuthentication(c.env, db, c.req.valid("json").response as AuthenticationResponseJSON);
    const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, passkey.user_id)).get())!;
    const user = account.active ? await loadSessionUser(db, account.id, account.session_epoch) : null;
    if (!user) {
      await db.insert(auditLog).values({
        user_id: account.id,
        user_email: account.email,
        action: "login_failed",
        entity: "admin_user",
        entity_id: String(account.id),
        details: { method: "passkey" },
      });
      throw passkeyRefused();
    }
    c.set("user", user);
    await db.batch([
      db.update(adminUsers).set({ last_login: new Date().toISOString() }).where(eq(adminUsers.id, account.id)),
      auditInsert(depsOf(c), { action: "login", entity: "admin_user", entityId: account.id, details: { method: "passkey" } }),
    ]);
    return c.json({ user: await startSignedInSession(c, account, user, { passkey: true }) });
  })
  .get("/", requireAuth, async (c) => {
    const rows: PasskeyItem[] = await c.var.db
      .select(itemColumns)
      .from(passkeys)
      .where(eq(passkeys.user_id, c.var.user.id))
      .orderBy(desc(passkeys.created_at));
    return c.json(rows);
  })
  .post("/register/options", requireAuth, jsonBodyOnly, validate("json", passkeyOptionsSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await registrationOptions(c.env, c.var.db, c.var.user));
  })
  .post("/register", requireAuth, validate("json", passkeyRegistrationSchema), async (c) => {
    const db = c.var.db;
    const { name, response } = c.req.valid("json");
    const credential = await verifyRegistration(c.env, db, c.var.user.id, response as RegistrationResponseJSON);
    const taken = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).get();
    if (taken) throw conflict("conflict", "Dieser Passkey ist bereits registriert.");
    const [rows] = await db.batch([
      db
        .insert(passkeys)
        .values({ ...credential, user_id: c.var.user.id, name })
        .returning(itemColumns),
      auditInsert(depsOf(c), { action: "passkey_register", entity: "admin_user", entityId: c.var.user.id, details: { name } }),
    ]);
    return c.json(rows[0]!, 201);
  })
  .patch("/:id", requireAuth, validate("param", passkeyIdParam), validate("json", passkeyNameSchema), async (c) => {
    const { name } = c.req.valid("json");
    const rows = await c.var.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, c.req.valid("param").id), eq(passkeys.user_id, c.var.user.id)))
      .returning(itemColumns);
    if (rows.length !== 1) throw notFound(PASSKEY_NOT_FOUND);
    return c.json(rows[0]!);
  })
  .delete("/:id", requireAuth, validate("param", passkeyIdParam), async (c) => {
    const deleted = await c.var.db
      .delete(passkeys)
      .where(and(eq(passkeys.id, c.req.valid("param").id), eq(passkeys.user_id, c.var.user.id)))
      .returning({ name: passkeys.name });
    if (deleted.length !== 1) throw notFound(PASSKEY_NOT_FOUND);
    await recordAudit(depsOf(c), {
      action: "passkey_delete",
      entity: "admin_user",
      entityId: c.var.user.id,
      details: { name: deleted[0]!.name },
    });
    return c.body(null, 204);
  });

/**
 * @file The TOTP second factor under /api/auth/totp (contract in common/schemas/totp.ts): set up with a QR code,
 * confirm with a first code (ten recovery codes come back), give the code after the password (throttled like the
 * password: the same D1 count per e-mail), new recovery codes, switch off. Every change of the second factor needs the
 * password again (domain/account/fresh-proof.ts); the secrets are stored sealed (lib/secret-box.ts).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type TotpSetup, type TotpStatus, totpDisableSchema, totpEnableSchema, totpVerifySchema } from "../../common/schemas/totp";
import { COMPANY } from "../../common/site";
import { adminUsers, totpRecoveryCodes } from "../db/schema";
import { confirmPassword } from "../domain/account/fresh-proof";
import { endSessionById } from "../domain/account/sessions";
import { totpRequiredFor } from "../domain/account/sign-in";
import { acceptLoginAttempt, reserveLoginAttempt } from "../domain/account/throttle";
import {
  acceptTotpCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodesLeft,
  spendRecoveryCode,
  totpUri,
} from "../domain/account/totp";
import type { AppEnv } from "../env";
import { depsOf } from "../http/deps";
import { requireAuth, requireAuthAllowing, sameOriginWrites } from "../http/session";
import { startSignedInSession } from "../http/sign-in";
import { auditInsert, recordAudit } from "../lib/audit";
import { ApiError, conflict } from "../lib/errors";
import { openSecret, sealSecret } from "../lib/secret-box";
import { validate } from "../lib/validate";

const INVALID_CODE = "Der Code ist ungültig oder wurde bereits verwendet.";
const invalidCode = (field: string) => new ApiError(400, "invalid_code", INVALID_CODE, { fields: { [field]: [INVALID_CODE] } });

/** The clear secret of a stored (sealed) one, or null when no configured key opens it (logged; the code then fails). */
async function secretOf(env: AppEnv["Bindings"], stored: string | null) {
  if (!stored) return null;
  try {
    return await openSecret(env, stored);
  } catch {
    console.error(JSON.stringify({ level: "error", event: "totp_secret_unreadable" }));
    return null;
  }
}

export const totpRoutes = new Hono<AppEnv>()
  .use(sameOriginWrites)
  .get("/", requireAuthAllowing("totp_enrol"), async (c) => {
    const account = (await c.var.db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    const status: TotpStatus = {
      enabled: account.totp_secret !== null,
      required: await totpRequiredFor(c.var.db, c.var.user),
      recovery_codes_left: account.totp_secret ? await recoveryCodesLeft(c.var.db, account.id) : 0,
    };
    return c.json(status);
  })
  .post("/setup", requireAuthAllowing("totp_enrol"), async (c) => {
    const account = (await c.var.db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    if (account.totp_secret) throw conflict("conflict", "Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.");
    const secret = await newTotpSecret();
    await c.var.db
      .update(adminUsers)
      .set({ totp_pending_secret: await sealSecret(c.env, secret) })
      .where(eq(adminUsers.id, account.id));
    const body: TotpSetup = { secret, uri: await totpUri(secret, account.email, COMPANY.name) };
    return c.json(body);
  })
  .post("/enable", requireAuthAllowing("totp_enrol"), validate("json", totpEnableSchema), async (c) => {
    const db = c.var.db;
    const input = c.req.valid("json");
    const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    if (account.totp_secret) throw conflict("conflict", "Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.");
    const pending = await secretOf(c.env, account.totp_pending_secret);
    const step = pending ? await matchingStep(pending.secret, input.code) : null;
    if (step === null) throw invalidCode("code");
    // the forced set-up right after the password needs no second password; everywhere else it is asked again
    if (c.var.user.pending_step !== "totp_enrol")
      await confirmPassword(c.env, db, c.var.user, input.password, c.req.header("cf-connecting-ip"));
    const recovery = await newRecoveryCodes(db, account.id);
    await db.batch([
      db
        .update(adminUsers)
        .set({
          totp_secret: await sealSecret(c.env, pending!.secret),
          totp_pending_secret: null,
          totp_last_step: step,
          totp_enabled_at: new Date().toISOString(),
        })
        .where(eq(adminUsers.id, account.id)),
      ...recovery.statements,
      auditInsert(depsOf(c), { action: "totp_enable", entity: "admin_user", entityId: account.id }),
    ]);
    if (c.var.user.pending_step === "totp_enrol") {
      // the sign-in is complete now: a fresh, unrestricted session replaces the half one
      await endSessionById(db, c.var.sessionId);
      await startSignedInSession(c, { ...account, totp_secret: "set" }, c.var.user, { secondFactorDone: true });
    }
    return c.json({ recovery_codes: recovery.codes });
  })
  .post("/verify", requireAuthAllowing("totp"), validate("json", totpVerifySchema), async (c) => {
    const db = c.var.db;
    const input = c.req.valid("json");
    const attempt = { email: c.var.user.email, address: c.req.header("cf-connecting-ip") };
    const reservation = await reserveLoginAttempt(c.env, db, attempt);
    const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, c.var.user.id)).get())!;
    const usedRecovery = "recovery_code" in input;
    const secret = await secretOf(c.env, account.totp_secret);
    // recovery codes are stored as hashes, not sealed: they work even when no configured key opens the secret (a
    // restore into a deployment with another TOTP_ENCRYPTION_KEY, docs/operations.md), so the user still gets in
    const ok =
      "code" in input
        ? secret !== null && (await acceptTotpCode(db, { id: account.id, totp_secret: secret.secret }, input.code))
        : account.totp_secret !== null && (await spendRecoveryCode(db, account.id, input.recovery_code));
    // an unreadable secret can never give a code again: after a recovery code it is switched off (with the rest of the
    // recovery codes), so the user sets the second factor up anew (forced at the next sign-in when the role requires it)
    const unreadable = ok && usedRecovery && secret === null;
    if (unreadable)
      await db.batch([
        db
          .update(adminUsers)
          .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, totp_enabled_at: null })
          .where(eq(adminUsers.id, account.id)),
        db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, account.id)),
        auditInsert(depsOf(c), {
          action: "totp_disable",
          entity: "admin_user",
          entityId: account.id,
          details: { reason: "secret_unreadable" },
        }),
      ]);
    // a plain secret from before encryption, or one sealed with the previous key: sealed with the current key now
    if (ok && secret?.reseal)
      await db
        .update(adminUsers)
        .set({ totp_secret: await sealSecret(c.env, secret.secret) })
        .where(eq(adminUsers.id, account.id));
    if (!ok) {
      await recordAudit(depsOf(c), {
        action: "login_failed",
        entity: "admin_user",
        entityId: account.id,
        details: { second_factor: true },
      });
      throw invalidCode(usedRecovery ? "recovery_code" : "code");
    }
    // a right code gives the address its slot back and starts the e-mail's count anew
    await acceptLoginAttempt(db, reservation);
    await recordAudit(depsOf(c), {
      action: "login_second_factor",
      entity: "admin_user",
      entityId: account.id,
      details: usedRecovery ? { recovery_code: true } : undefined,
    });
    await endSessionById(db, c.var.sessionId);
    const user = await startSignedInSession(c, unreadable ? { ...account, totp_secret: null } : account, c.var.user, {
      temporary: c.var.user.password_change_required,
      secondFactorDone: true,
    });
    return c.json({ user });
  })
  .post("/recovery-codes", requireAuth, validate("json", totpDisableSchema), async (c) => {
    const { password } = c.req.valid("json");
    const account = await confirmPassword(c.env, c.var.db, c.var.user, password, c.req.header("cf-connecting-ip"));
    if (!account.totp_secret) throw conflict("conflict", "Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.");
    const recovery = await newRecoveryCodes(c.var.db, account.id);
    await c.var.db.batch([
      ...recovery.statements,
      auditInsert(depsOf(c), { action: "totp_recovery_codes", entity: "admin_user", entityId: account.id }),
    ]);
    return c.json({ recovery_codes: recovery.codes });
  })
  .post("/disable", requireAuth, validate("json", totpDisableSchema), async (c) => {
    const db = c.var.db;
    if (await totpRequiredFor(db, c.var.user))
      throw conflict("conflict", "Ihre Rolle verlangt die Zwei-Faktor-Anmeldung; sie kann nicht abgeschaltet werden.");
    const account = await confirmPassword(c.env, db, c.var.user, c.req.valid("json").password, c.req.header("cf-connecting-ip"));
    await db.batch([
      db
        .update(adminUsers)
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, totp_enabled_at: null })
        .where(eq(adminUsers.id, account.id)),
      db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, account.id)),
      auditInsert(depsOf(c), { action: "totp_disable", entity: "admin_user", entityId: account.id }),
    ]);
    return c.body(null, 204);
  });

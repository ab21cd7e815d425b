/**
 * @file TOTP second factor (RFC 6238, otpauth: SHA-1, 6 digits, 30-second steps, one step of clock drift either way)
 * and its ten single-use recovery codes (stored as SHA-256). A code is accepted once: the time step it matched is
 * stored, and only a later step passes (one UPDATE ... RETURNING, so two parallel requests cannot both use it).
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { adminUsers, totpRecoveryCodes } from "../../db/schema";
import type { Db } from "../../env";
import { lazy } from "../../lib/lazy";

/** otpauth is loaded by the TOTP routes only (worker/lib/lazy.ts). */
const otpauth = lazy("totp", () => import("otpauth"));

const PERIOD_SECONDS = 30;
/** Steps of clock drift accepted either way. */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

async function totpOf(secret: string, label = "", issuer = "") {
  const { Secret, TOTP } = await otpauth();
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD_SECONDS });
}

/** A new random secret (160 bits, base32). */
export const newTotpSecret = async () => new (await otpauth()).Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = async (secret: string, email: string, issuer: string) => (await totpOf(secret, email, issuer)).toString();

/** The time step a code matches (within the drift window), or null. */
export async function matchingStep(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = (await totpOf(secret)).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Accepts a code of the account's confirmed secret once: true only if it matches a step later than any used before. */
export async function acceptTotpCode(db: Db, account: { id: number; totp_secret: string }, code: string, now = Date.now()) {
  const step = await matchingStep(account.totp_secret, code, now);
  if (step === null) return false;
  const claimed = await db
    .update(adminUsers)
    .set({ totp_last_step: step })
    .where(and(eq(adminUsers.id, account.id), or(isNull(adminUsers.totp_last_step), lt(adminUsers.totp_last_step, step))))
    .returning({ id: adminUsers.id });
  return claimed.length === 1;
}

const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

function randomRecoveryCode() {
  const chars = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Ten new recovery codes (clear text, shown once) and the statements that replace the account's old ones. */
export async function newRecoveryCodes(db: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  const rows = await Promise.all(codes.map(async (code) => ({ user_id: userId, code_hash: await sha256Hex(normaliseRecoveryCode(code)) })));
  return {
    codes,
    statements: [
      db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.user_id, userId)),
      db.insert(totpRecoveryCodes).values(rows),
    ] as const,
  };
}

/** Spends one unused recovery code of the account; false when it is unknown or used. */
export async function spendRecoveryCode(db: Db, userId: number, code: string) {
  const hash = await sha256Hex(normaliseRecoveryCode(code));
  const spent = await db
    .update(totpRecoveryCodes)
    .set({ used_at: new Date().toISOString() })
    .where(and(eq(totpRecoveryCodes.user_id, userId), eq(totpRecoveryCodes.code_hash, hash), isNull(totpRecoveryCodes.used_at)))
    .returning({ id: totpRecoveryCodes.id });
  return spent.length === 1;
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(db: Db, userId: number) {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.user_id, userId), isNull(totpRecoveryCodes.used_at)))
    .get();
  return row?.n ?? 0;
}

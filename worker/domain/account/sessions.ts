/**
 * @file Server-side staff sessions in D1 (admin_sessions): create, look up and end them. The cookie carries 32 random
 * bytes; only their SHA-256 is stored, so a copy of the database opens no session.
 */
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { adminSessions, adminUsers } from "../../db/schema";
import type { Db } from "../../env";
import type { SessionClient } from "../../http/session-client";

/** A session ends after this long without a request... */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** ...and in any case this long after sign-in. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;
/** A sign-in that stopped at the second factor (code or forced set-up) ends this long after the password. */
const HALF_SESSION_MAX_SECONDS = 10 * 60;
/** last_seen_at is written at most this often, so that reading pages does not write on every request. */
const TOUCH_INTERVAL_SECONDS = 60;

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const isoIn = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000).toISOString();

export const sessionIdOf = async (token: string) => toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));

/**
 * Starts a session for the account at its current epoch; returns the cookie token. `passwordChangeOnly`: signed in
 * with a temporary password, the session may do nothing but change it.
 */
export async function createSession(
  db: Db,
  user: { id: number; session_epoch: number },
  client: SessionClient,
  restrictions: SessionRestrictions = {},
): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const now = new Date().toISOString();
  await db.insert(adminSessions).values({
    id: await sessionIdOf(token),
    user_id: user.id,
    epoch: user.session_epoch,
    password_change_only: restrictions.passwordChangeOnly ?? false,
    pending_step: restrictions.pendingStep ?? null,
    ...client,
    last_seen_at: now,
    expires_at: isoIn(restrictions.pendingStep ? HALF_SESSION_MAX_SECONDS : SESSION_MAX_SECONDS),
  });
  return token;
}

/** What a session may not do yet: change nothing but the password, or finish the second factor first. */
export interface SessionRestrictions {
  passwordChangeOnly?: boolean;
  pendingStep?: "totp" | "totp_enrol" | null;
}

export interface LiveSession {
  id: string;
  user_id: number;
  epoch: number;
  password_change_only: boolean;
  pending_step: "totp" | "totp_enrol" | null;
}

/** The session a token names, if it is within its absolute lifetime and idle timeout; marks it as seen. */
export async function findLiveSession(db: Db, token: string): Promise<LiveSession | null> {
  if (token.length > 100) return null;
  const id = await sessionIdOf(token);
  const now = Date.now();
  const row = await db
    .select({
      id: adminSessions.id,
      user_id: adminSessions.user_id,
      epoch: adminSessions.epoch,
      password_change_only: adminSessions.password_change_only,
      pending_step: adminSessions.pending_step,
      last_seen_at: adminSessions.last_seen_at,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.id, id),
        gt(adminSessions.expires_at, new Date(now).toISOString()),
        gt(adminSessions.last_seen_at, isoIn(-SESSION_IDLE_SECONDS, now)),
      ),
    )
    .get();
  if (!row) return null;
  if (Date.parse(row.last_seen_at) < now - TOUCH_INTERVAL_SECONDS * 1000) {
    await db
      .update(adminSessions)
      .set({ last_seen_at: new Date(now).toISOString() })
      .where(eq(adminSessions.id, id));
  }
  return {
    id: row.id,
    user_id: row.user_id,
    epoch: row.epoch,
    password_change_only: row.password_change_only,
    pending_step: row.pending_step,
  };
}

/**
 * The account's sessions that still work (within both lifetimes, at the account's epoch), newest first; a sign-in
 * that still owes its second factor is no session of the account yet and is not listed.
 */
export function liveSessionsOf(db: Db, userId: number) {
  const now = Date.now();
  return db
    .select({
      id: adminSessions.id,
      device_type: adminSessions.device_type,
      os: adminSessions.os,
      browser: adminSessions.browser,
      country: adminSessions.country,
      created_at: adminSessions.created_at,
      last_seen_at: adminSessions.last_seen_at,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.user_id, userId),
        isNull(adminSessions.pending_step),
        gt(adminSessions.expires_at, new Date(now).toISOString()),
        gt(adminSessions.last_seen_at, isoIn(-SESSION_IDLE_SECONDS, now)),
        sql`${adminSessions.epoch} = (SELECT session_epoch FROM admin_users WHERE admin_users.id = ${adminSessions.user_id})`,
      ),
    )
    .orderBy(desc(adminSessions.last_seen_at))
    .all();
}

/** Ends one session of the account by its id; whether there was one. */
export async function endSessionOf(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.user_id, userId)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** The statements that end every session of the account at once (epoch moves on, rows go), for a batch. */
export function endAllSessionsStatements(db: Db, userId: number) {
  return [
    db
      .update(adminUsers)
      .set({ session_epoch: sql`${adminUsers.session_epoch} + 1`, updated_at: new Date().toISOString() })
      .where(eq(adminUsers.id, userId)),
    db.delete(adminSessions).where(eq(adminSessions.user_id, userId)),
  ] as const;
}

/** Ends a session by its id (e.g. the half-signed-in one a completed second factor replaces). */
export async function endSessionById(db: Db, sessionId: string) {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}

/** Ends the session a token names (sign-out). */
export async function endSession(db: Db, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.id, await sessionIdOf(token)));
}

/** The delete of sessions that can no longer be used (expired, idle, or of an older epoch), for the daily cron. */
export function deleteDeadSessions(db: Db, now: Date) {
  return db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expires_at, now.toISOString()),
        lt(adminSessions.last_seen_at, isoIn(-SESSION_IDLE_SECONDS, now.getTime())),
        sql`${adminSessions.epoch} <> (SELECT session_epoch FROM admin_users WHERE admin_users.id = ${adminSessions.user_id})`,
      ),
    )
    .returning({ id: adminSessions.id });
}

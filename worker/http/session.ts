/**
 * @file Staff sessions: the session cookie (naming a server-side session, worker/domain/account/sessions.ts), loading the
 * user with role and permissions from D1 on every request, `requireAuth`, `requirePermission` and the same-origin
 * rule for state-changing requests.
 */

import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { PermissionName } from "../../common/permissions";
import type { SessionUser } from "../../common/types";
import { loadSessionUser } from "../domain/account/session-user";
import { createSession, endSession, findLiveSession, SESSION_MAX_SECONDS, type SessionRestrictions } from "../domain/account/sessions";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { assertHolds } from "../lib/permissions";
import { sessionClientOf } from "./session-client";

const SESSION_COOKIE = "__Host-session";

/**
 * Starts a server-side session and sets its cookie (which lives no longer than the session may); a session opened with
 * a temporary password may only change the password.
 */
export async function issueSession(
  c: Context<AppEnv>,
  user: { id: number; session_epoch: number },
  restrictions: SessionRestrictions = {},
) {
  const token = await createSession(c.var.db, user, await sessionClientOf(c), restrictions);
  setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", maxAge: SESSION_MAX_SECONDS });
}

/** Ends the request's session on the server (if it names one) and clears the cookie. */
export async function clearSession(c: Context<AppEnv>) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await endSession(c.var.db, token);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
}

/** The user of the request's live session, or null (for routes that work signed out too, e.g. sign-out). */
export async function signedInUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? await findLiveSession(c.var.db, token) : null;
  if (session) c.set("sessionId", session.id);
  return session ? loadSessionUser(c.var.db, session.user_id, session.epoch, session) : null;
}

/** Clears the session cookie (after the session itself was ended on the server). */
export const dropSessionCookie = (c: Context<AppEnv>) => deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });

/** What a half-finished sign-in still owes; null for a full session. */
type Restriction = "password_change" | "totp" | "totp_enrol";

const restrictionOf = (user: SessionUser): Restriction | null =>
  user.pending_step ?? (user.password_change_required ? "password_change" : null);

const RESTRICTION_ERRORS: Record<Restriction, ApiError> = {
  password_change: new ApiError(403, "password_change_required", "Bitte ändern Sie zuerst Ihr temporäres Passwort."),
  totp: new ApiError(403, "second_factor_required", "Bitte geben Sie zuerst den Code Ihrer Authenticator-App ein."),
  totp_enrol: new ApiError(403, "totp_enrolment_required", "Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein."),
};

function authMiddleware(allowed: readonly Restriction[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedInUser(c);
    if (!user) {
      if (getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
      throw new ApiError(401, "not_signed_in", "Nicht angemeldet");
    }
    const restriction = restrictionOf(user);
    if (restriction && !allowed.includes(restriction)) {
      const { status, code, message } = RESTRICTION_ERRORS[restriction];
      throw new ApiError(status, code, message);
    }
    c.set("user", user);
    await next();
  });
}

/**
 * Signed-in staff only: 401 otherwise. Sets `c.var.user` for a live session of an active account at its current epoch.
 * A half-finished sign-in (temporary password, TOTP code or enrolment outstanding) gets 403 with the step's code.
 */
export const requireAuth = authMiddleware([]);

/** Like requireAuth, but also lets through sessions that still owe one of the given steps (for the routes of those steps). */
export const requireAuthAllowing = (...steps: Restriction[]) => authMiddleware(steps);

/**
 * What each admin route demands, recorded by the middlewares below: the permission matrix test walks `app.routes`
 * and fails for any admin route that has neither requirePermission(...) nor signedInOnly in its chain.
 */
const declaredPermissions = new WeakMap<object, readonly PermissionName[]>();

/** The permissions a route handler or middleware declares ([] = any signed-in staff), or undefined. */
export function permissionsDeclaredBy(handler: unknown): readonly PermissionName[] | undefined {
  return typeof handler === "function" ? declaredPermissions.get(handler) : undefined;
}

/** 403 unless the signed-in user holds every listed permission. Use after requireAuth. */
export function requirePermission(...needed: [PermissionName, ...PermissionName[]]) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    assertHolds(c.var.user, needed);
    await next();
  });
  declaredPermissions.set(middleware, needed);
  return middleware;
}

/** Declares a route open to every signed-in staff member (spec: Dashboard, Diagnostics, reading translations). */
export const signedInOnly = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});
declaredPermissions.set(signedInOnly, []);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from our own pages: Origin (or Sec-Fetch-Site) must be the site's own,
 * and a body must be JSON or multipart, so that no other site can make them with a form post.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const allowed = new Set([new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin]);
  const sameOrigin = origin ? allowed.has(origin) : c.req.header("sec-fetch-site") === "same-origin";
  if (!sameOrigin) throw new ApiError(403, "foreign_origin", "Anfrage von fremder Herkunft abgelehnt");
  const type = c.req.header("content-type") ?? "";
  const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
  if ((hasBody || type) && !/^(application\/json|multipart\/form-data)\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", "Erwartet wird application/json oder multipart/form-data");
  }
  await next();
});

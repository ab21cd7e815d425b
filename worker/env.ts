/** @file The worker's one environment type: generated bindings plus per-request variables. */
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SessionUser } from "../common/types";

export type Db = DrizzleD1Database;

/** Worker secrets (wrangler secret put / .dev.vars); not part of the generated bindings. */
interface Secrets {
  JWT_SECRET?: string;
  /** Key of the TOTP secrets' encryption at rest (worker/lib/secret-box.ts); without it one is derived from JWT_SECRET. */
  TOTP_ENCRYPTION_KEY?: string;
  /** The previous TOTP_ENCRYPTION_KEY while a rotation is under way (values sealed with it are still read, then re-sealed). */
  TOTP_ENCRYPTION_KEY_PREVIOUS?: string;
  /** Key of the OpenAI-compatible AI provider (with the AI_BASE_URL / AI_MODEL vars); never sent to the browser. */
  AI_API_KEY?: string;
  /** Extra request headers for the OpenAI kinds (JSON object or `Name: value` lines), e.g. AI Gateway's cf-aig-authorization. */
  AI_EXTRA_HEADERS?: string;
  /** The Workers AI binding (`[ai] binding = "AI"` in wrangler.toml), for AI_PROVIDER = "workers-ai". */
  AI?: Ai;
  /** Cloudflare Turnstile secret of the contact form (with the TURNSTILE_SITE_KEY var; both empty = off). */
  TURNSTILE_SECRET_KEY?: string;
  /** One-time token of the first-run setup screen (/admin/setup); `npm start` sets a random one while no account exists. */
  SETUP_TOKEN?: string;
  /** Optional var: shortens the AI provider timeout below the spec's 60 s (milliseconds; tests set it). */
  AI_TIMEOUT_MS?: string;
}

export type Bindings = Env & Secrets;

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    db: Db;
    requestId: string;
    /** Set when a render fell back to built-in data after a failed read: such a page is not cached. */
    degradedRender: boolean;
    /** Set when the answer is a redirect (or a 410) from the redirects table: the edge cache keeps it like a page. */
    servedRedirect: boolean;
    user: SessionUser;
    /** The id (SHA-256 of the cookie token) of the request's session, once requireAuth found it. */
    sessionId: string;
  };
};

/**
 * What a domain function (worker/domain) needs, instead of a request: the database, the bindings, who acts (staff
 * writes; absent for public reads and cron jobs) and, where a test or a job fixes it, the time.
 */
export interface Deps {
  db: Db;
  env: Bindings;
  actor?: SessionUser;
  now?: Date;
}

/** What a cron job gets (worker/cron): no actor, and the time of its trigger. */
export type JobDeps = Deps & { now: Date };

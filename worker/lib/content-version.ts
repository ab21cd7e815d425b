/**
 * @file The content version: one number in D1 (`content_version`, a single row) that every change of public output
 * advances, so that cached public pages (worker/lib/edge-cache.ts) are keyed by it and a change shows on the next
 * request. Admin writes advance it in one middleware (no handler can forget it); the publish cron advances it itself.
 */
import { createMiddleware } from "hono/factory";
import { d1Of } from "../db/raw-batch";
import type { AppEnv, Db } from "../env";
import { recordWorkerError } from "./error-reports";

const READ = "SELECT version FROM content_version WHERE id = 1";
// the row is created by the first advance: a fresh database reads version 0
const ADVANCE = "INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT(id) DO UPDATE SET version = version + 1";

/**
 * How long an isolate trusts the version it last read. The isolate that takes a write forgets it at once, and staff
 * (signed in) bypass the cache, so an editor always sees the change on the next request; a visitor served by
 * another isolate sees it within this time. It spares a cache hit the D1 round trip, which alone halves throughput.
 */
const TRUST_MS = 1000;
let known: { version: number; readAt: number } | undefined;

/** The current content version (0 before the first change): one primary-key read, at most once a second per isolate. */
export async function readContentVersion(db: Db): Promise<number> {
  if (known && Date.now() - known.readAt < TRUST_MS) return known.version;
  const row = await d1Of(db).prepare(READ).first<{ version: number }>();
  known = { version: row?.version ?? 0, readAt: Date.now() };
  return known.version;
}

/** Forgets the version this isolate trusts (tests that start a file on an empty database in a shared isolate). */
export function forgetContentVersion() {
  known = undefined;
}

export async function advanceContentVersion(db: Db): Promise<void> {
  // forgotten before and after: a read of this isolate that ran during the write must not be trusted either
  known = undefined;
  await d1Of(db).prepare(ADVANCE).run();
  known = undefined;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests whose route writes nothing that reaches public output. Keyed by the request object: the admin API is an
 * app of its own (worker/lib/sub-app.ts) with its own context, but the same request.
 */
const privateWrites = new WeakSet<Request>();

/**
 * Marks a route whose writes never reach public output (an editor's server autosave, every few seconds while typing):
 * its successes leave the content version, and with it the edge cache, as they are.
 */
export const privateWrite = createMiddleware<AppEnv>(async (c, next) => {
  privateWrites.add(c.req.raw);
  await next();
});

/**
 * After every successful write under /api/admin (any family: the few that do not touch public output cost one
 * extra render, a forgotten one would serve stale pages), except a route marked `privateWrite`. Runs after the write has been committed, so a request
 * that sees the new version also sees the new data.
 */
export const advanceOnAdminWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (READ_METHODS.has(c.req.method) || c.res.status >= 400 || privateWrites.has(c.req.raw)) return;
  try {
    await advanceContentVersion(c.var.db);
  } catch (err) {
    // the write itself succeeded: keep its answer, but make the stale cache visible in Diagnostics
    recordWorkerError(c, err instanceof Error ? err : new Error(String(err)), "content version advance");
  }
});

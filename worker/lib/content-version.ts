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

/** The current content version (0 before the first change): one primary-key read. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await d1Of(db).prepare(READ).first<{ version: number }>();
  return row?.version ?? 0;
}

export async function advanceContentVersion(db: Db): Promise<void> {
  await d1Of(db).prepare(ADVANCE).run();
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After every successful write under /api/admin (any family: the few that do not touch public output cost one
 * extra render, a forgotten one would serve stale pages). Runs after the write has been committed, so a request
 * that sees the new version also sees the new data.
 */
export const advanceOnAdminWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (READ_METHODS.has(c.req.method) || c.res.status >= 400) return;
  try {
    await advanceContentVersion(c.var.db);
  } catch (err) {
    // the write itself succeeded: keep its answer, but make the stale cache visible in Diagnostics
    recordWorkerError(c, err instanceof Error ? err : new Error(String(err)), "content version advance");
  }
});

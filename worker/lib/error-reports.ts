/**
 * @file Records unexpected errors (browser reports and the worker's own) in D1 `error_reports` for the Diagnostics
 * screen; the daily cron deletes them after 7 days. Recording never throws: a broken store must not hide the error.
 */
import type { Context } from "hono";
import { errorReports } from "../db/schema";
import type { AppEnv, Db } from "../env";

type Report = typeof errorReports.$inferInsert;

/** E-mail addresses and long digit runs (phone numbers, ids) are masked before anything is stored. */
const scrub = (text: string) => text.replace(/[^\s@<>"'()[\]]+@[^\s@<>"'()[\]]+/g, "[email]").replace(/\+?\d[\d\s/-]{6,}\d/g, "[number]");

export async function recordErrorReport(db: Db, report: Report) {
  try {
    await db.insert(errorReports).values({ ...report, message: scrub(report.message).slice(0, 500) });
  } catch {
    console.error(JSON.stringify({ level: "error", event: "error_report_not_stored", source: report.source }));
  }
}

/** The worker's own unexpected error with its request id, stored after the answer has gone out; `where` names what failed. */
export function recordWorkerError(c: Context<AppEnv>, err: Error, where?: string) {
  const db = c.get("db");
  if (!db) return;
  const task = recordErrorReport(db, {
    source: "worker",
    request_id: c.get("requestId") ?? null,
    message: `${where ? `${where}: ` : ""}${err.name}: ${err.message}`,
    stack: err.stack ? scrub(err.stack).slice(0, 2000) : null,
    url: `${c.req.method} ${new URL(c.req.url).pathname}`.slice(0, 300),
  });
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // no execution context (app.request in tests): the insert still runs
  }
}

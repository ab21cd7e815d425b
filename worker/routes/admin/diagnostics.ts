/**
 * @file GET /api/admin/diagnostics: checks each storage binding for real (a D1 query, a KV write/read/delete of a
 * probe key, an R2 head of a probe object), each with ok/error and its time in ms, plus the recent error reports.
 * Errors are also counted per source and message. Contract: common/schemas/admin.ts. A failing binding is reported, never turned into a 500.
 */

import { desc, eq, gte, max, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { DiagnosticCheck, DiagnosticsResponse } from "../../../common/schemas/admin";
import { backupRuns, blogPosts, errorReports } from "../../db/schema";
import type { AppEnv } from "../../env";
import { signedInOnly } from "../../http/session";

export const R2_PROBE_KEY = "diagnostics/probe.txt";
const KV_PROBE_PREFIX = "diagnostics:probe:";
const RECENT_ERRORS = 20;
const ERROR_DAYS = 7;
/** Diagnostics warns when the last good backup is older than this (the cron runs daily). */
const BACKUP_WARN_HOURS = 48;

const HINTS = {
  d1: "D1-Bindung DB und Migrationen prüfen (npm run db:migrate bzw. wrangler d1 migrations apply --remote).",
  kv: "KV-Bindung KV in wrangler.toml prüfen (Namespace-ID).",
  r2: "R2-Bindung MEDIA in wrangler.toml prüfen (Bucket vorhanden?).",
};

async function check(
  operation: string,
  hint: string,
  binding: unknown,
  run: () => Promise<Record<string, unknown>>,
): Promise<DiagnosticCheck> {
  if (!binding)
    return { ok: false, ms: 0, operation, error: { code: "NOT_CONFIGURED", message: "Die Bindung ist nicht konfiguriert.", hint } };
  const started = performance.now();
  try {
    const details = await run();
    return { ok: true, ms: Math.round(performance.now() - started), operation, details };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    const code = (e as { code?: unknown }).code;
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      operation,
      error: { code: typeof code === "string" ? code : e.name, message: e.message, hint },
    };
  }
}

export const diagnosticsRoutes = new Hono<AppEnv>().get("/", signedInOnly, async (c) => {
  const d1 = await check("SELECT id FROM blog_posts LIMIT 1", HINTS.d1, c.env.DB, async () => {
    const rows = await c.var.db.select({ id: blogPosts.id }).from(blogPosts).limit(1).all();
    return { rows: rows.length };
  });
  const kv = await check("KV put, get, delete of a probe key", HINTS.kv, c.env.KV, async () => {
    const key = KV_PROBE_PREFIX + crypto.randomUUID();
    const value = crypto.randomUUID();
    // the TTL removes the probe even if the delete below never runs
    await c.env.KV.put(key, value, { expirationTtl: 60 });
    const read = await c.env.KV.get(key);
    await c.env.KV.delete(key);
    if (read !== value) throw new Error("Der gelesene Wert stimmt nicht mit dem geschriebenen überein.");
    return { read_back: true };
  });
  const r2 = await check(`R2 head ${R2_PROBE_KEY}`, HINTS.r2, c.env.MEDIA, async () => {
    const head = await c.env.MEDIA.head(R2_PROBE_KEY);
    return { probe_object_exists: head !== null };
  });
  const since = new Date(Date.now() - ERROR_DAYS * 86_400_000).toISOString();
  const recent = d1.ok
    ? await c.var.db
        .select({
          id: errorReports.id,
          source: errorReports.source,
          request_id: errorReports.request_id,
          message: errorReports.message,
          url: errorReports.url,
          created_at: errorReports.created_at,
        })
        .from(errorReports)
        .where(gte(errorReports.created_at, since))
        .orderBy(desc(errorReports.created_at), desc(errorReports.id))
        .limit(RECENT_ERRORS)
        .all()
    : [];
  const count = sql<number>`count(*)`.mapWith(Number);
  const counts = d1.ok
    ? await c.var.db
        .select({ source: errorReports.source, message: errorReports.message, count, last_at: max(errorReports.created_at) })
        .from(errorReports)
        .where(gte(errorReports.created_at, since))
        .groupBy(errorReports.source, errorReports.message)
        .orderBy(desc(count), desc(max(errorReports.created_at)))
        .limit(RECENT_ERRORS)
        .all()
    : [];
  const lastBackup = d1.ok
    ? await c.var.db
        .select({ at: max(backupRuns.finished_at) })
        .from(backupRuns)
        .where(eq(backupRuns.status, "ok"))
        .get()
    : undefined;
  const lastOkAt = lastBackup?.at ?? null;
  const ageHours = lastOkAt ? Math.floor((Date.now() - Date.parse(lastOkAt)) / 3_600_000) : null;
  const body: DiagnosticsResponse = {
    ok: d1.ok && kv.ok && r2.ok,
    checked_at: new Date().toISOString(),
    checks: { d1, kv, r2 },
    recent_errors: recent,
    error_counts: counts.map((r) => ({ ...r, last_at: r.last_at ?? "" })),
    backup: { last_ok_at: lastOkAt, age_hours: ageHours, warning: ageHours === null || ageHours >= BACKUP_WARN_HOURS },
  };
  c.header("Cache-Control", "no-store");
  return c.json(body);
});

/**
 * @file GET /api/admin/analytics?days=7|30|90 (the dashboard's report) and GET /api/admin/analytics/export.csv?days=N
 * (the same figures as CSV, analytics-{days}-days.csv); both need analytics.view. Contract: common/schemas/analytics.ts.
 */
import { Hono } from "hono";
import { type AnalyticsReport, analyticsQuery } from "../../../common/schemas/analytics";
import { analyticsReport } from "../../db/queries/analytics-report";
import type { AppEnv } from "../../env";
import { requirePermission } from "../../http/session";
import { lazy } from "../../lib/lazy";
import { validate } from "../../lib/validate";

type Cell = string | number | null;

function reportRows(r: AnalyticsReport): Cell[][] {
  const rows: Cell[][] = [["section", "key", "value", "previous_period"]];
  for (const [key, value] of Object.entries(r.totals)) {
    rows.push(["totals", key, value, r.previous[key as keyof typeof r.previous]]);
  }
  for (const s of r.funnel.steps) {
    rows.push(["funnel_sessions", s.step, s.sessions, null], ["funnel_from_previous_percent", s.step, s.from_previous, null]);
  }
  rows.push(["funnel", "messages_stored", r.funnel.messages_stored, null]);
  for (const d of r.daily) {
    rows.push(["daily_page_views", d.day, d.page_views, null], ["daily_sessions", d.day, d.sessions, null]);
  }
  const lists = {
    top_pages: r.top_pages,
    top_ctas: r.top_ctas,
    devices: r.devices,
    browsers: r.browsers,
    os: r.os,
    languages: r.languages,
    countries: r.countries,
    referrers: r.referrers,
    utm_sources: r.utm_sources,
    utm_mediums: r.utm_mediums,
    utm_campaigns: r.utm_campaigns,
    bots: r.bots,
  };
  for (const [section, list] of Object.entries(lists)) for (const s of list) rows.push([section, s.key, s.value, null]);
  return rows;
}

/** Only the export writes CSV (worker/lib/lazy.ts). */
const csv = lazy("csv-export", () => import("../../lib/csv"));

export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("analytics.view"), validate("query", analyticsQuery), async (c) => {
    return c.json(await analyticsReport(c.var.db, c.req.valid("query").days));
  })
  .get("/export.csv", requirePermission("analytics.view"), validate("query", analyticsQuery), async (c) => {
    const { days } = c.req.valid("query");
    const report = await analyticsReport(c.var.db, days);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="analytics-${days}-days.csv"`);
    const { toCsv } = await csv();
    return c.body(toCsv(reportRows(report)));
  });

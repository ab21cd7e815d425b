/** @file GET /api/admin/analytics and /export.csv: rollups for finished days plus today's raw rows, periods, CSV format. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "../../common/berlin-days";
import type { AnalyticsReport } from "../../common/schemas/analytics";
import { createDb } from "../../worker/db/client";
import { rollupDays } from "../../worker/db/queries/analytics-rollup";
import { newSessionId, track } from "./analytics-helpers";
import { api, createRole, createStaff, seed, sessionCookie } from "./helpers";

let viewer: string;
const today = berlinDay();
const exec = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

beforeAll(async () => {
  await seed();
  viewer = await sessionCookie((await createStaff("viewer")).id);
  // finished days: 3 days ago (in 7, 30, 90), 20 days ago (in 30, 90), 10 days ago as the previous 7-day period
  for (const [ago, views] of [
    [3, 5],
    [20, 7],
    [10, 2],
  ] as const) {
    const at = `${addDays(today, -ago)}T10:00:00.000Z`;
    const sid = newSessionId();
    await exec(
      "INSERT INTO user_sessions (session_id, started_at, device_type, browser, os, closed, is_bounce, duration_seconds) VALUES (?, ?, 'desktop', 'Firefox', 'Linux', 1, 0, 90)",
      sid,
      at,
    );
    for (let i = 0; i < views; i++)
      await exec("INSERT INTO page_views (session_id, page_path, language, created_at) VALUES (?, '/team', 'de', ?)", sid, at);
  }
  await rollupDays(createDb(env.DB), addDays(today, -100), today);
  // today, through the API: one session, two views, a CTA whose text a spreadsheet would run
  const sid = newSessionId();
  await track({ event_type: "page_view", session_id: sid, page_path: "/" });
  await track({ event_type: "page_view", session_id: sid, page_path: "/en/contact" });
  await track({ event_type: "cta_click", session_id: sid, page_path: "/", cta_text: '=HYPERLINK("x"), "Kontakt"' });
  await track({ event_type: "form_submit", session_id: sid, page_path: "/kontakt", form_type: "contact", success: true });
});

const report = async (days?: number) => {
  const res = await api(viewer, "GET", `/api/admin/analytics${days ? `?days=${days}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsReport;
};

describe("GET /api/admin/analytics", () => {
  it("adds today's raw rows to the rollups of finished days, per period (30 by default)", async () => {
    const [week, month, quarter] = [await report(7), await report(), await report(90)];
    expect([week.totals.page_views, month.totals.page_views, quarter.totals.page_views]).toEqual([5 + 2, 5 + 7 + 2 + 2, 5 + 7 + 2 + 2]);
    expect(month.days).toBe(30);
    expect(week.previous.page_views).toBe(2);
    expect(week.totals.sessions).toBe(1 + 1);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.at(-1)).toEqual({ day: today, page_views: 2, sessions: 1 });
    expect(month.top_pages[0]).toEqual({ key: "/team", value: 14 });
    expect(month.languages).toEqual([
      { key: "de", value: 15 },
      { key: "en", value: 1 },
    ]);
    expect(month.totals.cta_clicks).toBe(1);
    expect(month.totals.form_submits).toBe(1);
    expect(month.totals.form_conversion).toBe(100);
    expect(month.totals.bounce_rate).toBe(0);
    expect(month.totals.avg_duration_seconds).toBe(90);
    expect(month.browsers.find((b) => b.key === "Firefox")?.value).toBe(3);
  });

  it("refuses other periods", async () => {
    expect((await api(viewer, "GET", "/api/admin/analytics?days=14")).status).toBe(400);
    expect((await api(viewer, "GET", "/api/admin/analytics/export.csv?days=abc")).status).toBe(400);
  });

  it("needs analytics.view", async () => {
    const none = await sessionCookie((await createStaff(await createRole(["blog.view"]))).id);
    expect((await api(none, "GET", "/api/admin/analytics")).status).toBe(403);
    expect((await api(undefined, "GET", "/api/admin/analytics/export.csv")).status).toBe(401);
  });
});

describe("GET /api/admin/analytics/export.csv", () => {
  it("is RFC 4180 CSV in UTF-8 with BOM, named analytics-{days}-days.csv, formulas neutralised", async () => {
    const res = await api(viewer, "GET", "/api/admin/analytics/export.csv?days=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="analytics-7-days.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("section,key,value,previous_period");
    expect(lines).toContain("totals,page_views,7,2");
    expect(lines).toContain(`top_ctas,"'=HYPERLINK(""x""), ""Kontakt""",1,`);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(lines.filter((l) => l.startsWith("daily_page_views,"))).toHaveLength(7);
  });
});

/** @file Analytics cron jobs: session closing (bounce, duration), CTA conversion, the daily rollup (idempotent, concurrent) and raw retention. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRON_DAILY, CRON_FREQUENT } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { rollupDays } from "../../worker/db/queries/analytics-rollup";
import worker from "../../worker/index";
import { newSessionId, rows } from "./analytics-helpers";

async function runCron(cron: string, at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const exec = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();
const session = (sid: string, at: string, extra = "'desktop', 'Chrome', 'Windows'") =>
  exec(`INSERT INTO user_sessions (session_id, started_at, device_type, browser, os) VALUES (?, ?, ${extra})`, sid, at);
const pageView = (sid: string, path: string, at: string) =>
  exec("INSERT INTO page_views (session_id, page_path, language, country, created_at) VALUES (?, ?, 'de', 'DE', ?)", sid, path, at);
const cta = (sid: string, text: string, at: string) =>
  exec("INSERT INTO cta_clicks (session_id, cta_text, page_path, created_at) VALUES (?, ?, '/', ?)", sid, text, at);
const form = (sid: string, step: string, success: number, at: string) =>
  exec(
    "INSERT INTO form_submissions_analytics (session_id, event_type, form_type, success, created_at) VALUES (?, ?, 'contact', ?, ?)",
    sid,
    step,
    success,
    at,
  );
const sessionRow = (sid: string) =>
  rows("SELECT closed, page_count, is_bounce, duration_seconds, last_page FROM user_sessions WHERE session_id = ?", sid).then((r) => r[0]);

describe("cron: closing analytics sessions", () => {
  it("closes sessions idle for 30 minutes with page count, last page, duration and bounce; active ones stay open", async () => {
    const now = new Date("2031-03-10T12:00:00Z");
    const [one, three, active] = [newSessionId(), newSessionId(), newSessionId()];
    await session(one, "2031-03-10T11:00:00.000Z");
    await pageView(one, "/", "2031-03-10T11:00:01.000Z");
    await session(three, "2031-03-10T11:00:00.000Z");
    await pageView(three, "/", "2031-03-10T11:00:00.000Z");
    await pageView(three, "/team", "2031-03-10T11:02:00.000Z");
    await pageView(three, "/kontakt", "2031-03-10T11:05:00.000Z");
    await session(active, "2031-03-10T11:00:00.000Z");
    await pageView(active, "/", "2031-03-10T11:45:00.000Z");
    await runCron(CRON_FREQUENT, now);
    expect(await sessionRow(one)).toEqual({ closed: 1, page_count: 1, is_bounce: 1, duration_seconds: 1, last_page: "/" });
    expect(await sessionRow(three)).toEqual({ closed: 1, page_count: 3, is_bounce: 0, duration_seconds: 300, last_page: "/kontakt" });
    expect(await sessionRow(active)).toMatchObject({ closed: 0, page_count: null });
    // idempotent: a second run changes nothing
    await runCron(CRON_FREQUENT, now);
    expect(await sessionRow(three)).toEqual({ closed: 1, page_count: 3, is_bounce: 0, duration_seconds: 300, last_page: "/kontakt" });
  });

  it("keeps the visitor's duration from the end beacon", async () => {
    const sid = newSessionId();
    await session(sid, "2031-03-11T10:00:00.000Z");
    await exec("UPDATE user_sessions SET duration_seconds = 42 WHERE session_id = ?", sid);
    await pageView(sid, "/", "2031-03-11T10:00:00.000Z");
    await runCron(CRON_FREQUENT, new Date("2031-03-11T11:00:00Z"));
    expect(await sessionRow(sid)).toMatchObject({ closed: 1, duration_seconds: 42, is_bounce: 1 });
  });

  it("marks CTA clicks converted when the same session later sent the form successfully", async () => {
    const [won, failed, before] = [newSessionId(), newSessionId(), newSessionId()];
    for (const sid of [won, failed, before]) await session(sid, "2031-03-12T09:00:00.000Z");
    await cta(won, "Kontakt", "2031-03-12T09:01:00.000Z");
    await form(won, "form_submit", 1, "2031-03-12T09:03:00.000Z");
    await cta(failed, "Kontakt", "2031-03-12T09:01:00.000Z");
    await form(failed, "form_submit", 0, "2031-03-12T09:03:00.000Z");
    await form(before, "form_submit", 1, "2031-03-12T09:00:30.000Z");
    await cta(before, "Kontakt", "2031-03-12T09:01:00.000Z");
    await runCron(CRON_FREQUENT, new Date("2031-03-12T09:10:00Z"));
    const converted = async (sid: string) =>
      (await rows<{ converted: number }>("SELECT converted FROM cta_clicks WHERE session_id = ?", sid))[0]!.converted;
    expect([await converted(won), await converted(failed), await converted(before)]).toEqual([1, 0, 0]);
  });
});

describe("cron: daily analytics rollup", () => {
  const daily = (day: string) =>
    rows<{ metric: string; dimension: string; value: number }>(
      "SELECT metric, dimension, value FROM analytics_daily WHERE day = ? AND metric <> 'bots' ORDER BY metric, dimension",
      day,
    );

  it("rolls finished days into analytics_daily, set-based, and the same again when run twice or concurrently", async () => {
    const day = "2032-05-04";
    const [a, b] = [newSessionId(), newSessionId()];
    await exec(
      "INSERT INTO user_sessions (session_id, started_at, device_type, browser, os, referrer, utm_source, closed, is_bounce, duration_seconds) VALUES (?, ?, 'mobile', 'Safari', 'iOS', 'www.google.com', 'newsletter', 1, 1, 10), (?, ?, 'desktop', 'Chrome', 'Windows', NULL, NULL, 1, 0, 110)",
      a,
      `${day}T08:00:00.000Z`,
      b,
      `${day}T09:00:00.000Z`,
    );
    await pageView(a, "/", `${day}T08:00:00.000Z`);
    for (const p of ["/", "/team", "/kontakt"]) await pageView(b, p, `${day}T09:00:00.000Z`);
    await cta(b, "Kontakt aufnehmen", `${day}T09:01:00.000Z`);
    await form(b, "form_start", 0, `${day}T09:02:00.000Z`);
    await form(b, "form_submit", 1, `${day}T09:03:00.000Z`);
    await pageView(a, "/", "2032-05-05T00:00:00.000Z"); // the next day: not in this day's rollup
    await runCron(CRON_DAILY, new Date("2032-05-05T03:15:00Z"));
    const first = await daily(day);
    const get = (metric: string, dimension = "") => first.find((r) => r.metric === metric && r.dimension === dimension)?.value;
    expect(get("views")).toBe(4);
    expect(get("views_page", "/")).toBe(2);
    expect(get("sessions")).toBe(2);
    expect(get("bounces")).toBe(1);
    expect(get("duration_sum")).toBe(120);
    expect(get("sessions_device", "mobile")).toBe(1);
    expect(get("sessions_referrer", "www.google.com")).toBe(1);
    expect(get("sessions_referrer", "(direct)")).toBe(1);
    expect(get("sessions_utm_source", "newsletter")).toBe(1);
    expect(get("cta", "Kontakt aufnehmen")).toBe(1);
    expect(get("form", "form_start")).toBe(1);
    expect(get("form", "form_submit")).toBe(1);
    expect(get("views_country", "DE")).toBe(4);
    expect(await daily("2032-05-05")).toEqual([]);

    await runCron(CRON_DAILY, new Date("2032-05-05T03:15:00Z"));
    expect(await daily(day)).toEqual(first);
    const db = createDb(env.DB);
    await Promise.all([
      rollupDays(db, day, "2032-05-05"),
      rollupDays(db, day, "2032-05-05"),
      runCron(CRON_DAILY, new Date("2032-05-05T03:15:00Z")),
    ]);
    expect(await daily(day)).toEqual(first);
  });

  it("keeps bot counts when it recomputes a day", async () => {
    await exec("INSERT INTO analytics_daily (day, metric, dimension, value) VALUES ('2032-06-01', 'bots', 'google', 7)");
    await rollupDays(createDb(env.DB), "2032-06-01", "2032-06-02");
    expect(await rows("SELECT value FROM analytics_daily WHERE day = '2032-06-01' AND metric = 'bots'")).toEqual([{ value: 7 }]);
  });

  it("keeps the day's count of stored contact messages after the messages themselves are deleted (7-day retention)", async () => {
    const message = (at: string, spam = 0) =>
      exec(
        "INSERT INTO contact_messages (name, email, subject, message, spam, created_at) VALUES ('A', 'a@example.com', 'S', 'M', ?, ?)",
        spam,
        at,
      );
    await message("2032-07-01T09:00:00.000Z");
    await message("2032-07-01T10:00:00.000Z");
    await message("2032-07-01T11:00:00.000Z", 1);
    const db = createDb(env.DB);
    await rollupDays(db, "2032-07-01", "2032-07-02");
    const stored = () => rows("SELECT value FROM analytics_daily WHERE day = '2032-07-01' AND metric = 'messages'");
    expect(await stored()).toEqual([{ value: 2 }]);
    await exec("DELETE FROM contact_messages WHERE created_at < '2032-07-02'");
    await rollupDays(db, "2032-07-01", "2032-07-02");
    expect(await stored()).toEqual([{ value: 2 }]);
  });
});

describe("cron: analytics retention", () => {
  it("deletes raw rows older than 90 days and keeps the rollups", async () => {
    const now = new Date("2033-01-01T03:15:00Z");
    const [old, fresh] = [newSessionId(), newSessionId()];
    const oldAt = "2032-09-01T10:00:00.000Z"; // 122 days before
    const freshAt = "2032-12-01T10:00:00.000Z";
    await session(old, oldAt);
    await session(fresh, freshAt);
    for (const [sid, at] of [
      [old, oldAt],
      [fresh, freshAt],
    ] as const) {
      await pageView(sid, "/", at);
      await cta(sid, "Kontakt", at);
      await form(sid, "form_submit", 1, at);
    }
    await runCron(CRON_DAILY, now);
    for (const table of ["page_views", "cta_clicks", "form_submissions_analytics", "user_sessions"]) {
      expect(await rows(`SELECT session_id FROM ${table} WHERE session_id IN (?, ?)`, old, fresh), table).toEqual([{ session_id: fresh }]);
    }
    expect(await rows("SELECT value FROM analytics_daily WHERE day = '2032-09-01' AND metric = 'views' AND dimension = ''")).toEqual([
      { value: 1 },
    ]);
  });
});

/**
 * @file The dashboard's funnel and conversion figures against a seeded set of sessions: a closed funnel of sessions
 * with the count per step and the conversion from the previous step and from all sessions, a form conversion that
 * cannot pass 100 % when forms are sent without a CTA click, and the rate of sessions with a message. One set on a
 * finished day (through the rollup), the same set today (counted live).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "../../common/berlin-days";
import type { AnalyticsReport } from "../../common/schemas/analytics";
import { createDb } from "../../worker/db/client";
import { rollupDays } from "../../worker/db/queries/analytics-rollup";
import { newSessionId } from "./analytics-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";

let viewer: string;
const today = berlinDay();

/** What a seeded session did: a CTA click, a form started, a form sent (ok) or refused (failed). */
type Visit = { cta?: boolean; start?: boolean; submit?: "ok" | "failed" };
const VISITS: Visit[] = [
  // ten sessions: four with a CTA click, three of them start the form, two of them send it
  { cta: true, start: true, submit: "ok" },
  { cta: true, start: true, submit: "ok" },
  { cta: true, start: true, submit: "failed" },
  { cta: true },
  // three send the form without any CTA click (they came to the contact page directly)
  { start: true, submit: "ok" },
  { start: true, submit: "ok" },
  { start: true, submit: "ok" },
  {},
  {},
  {},
];

async function seedVisits(day: string) {
  const at = `${day}T09:00:00.000Z`;
  const statements: D1PreparedStatement[] = [];
  for (const visit of VISITS) {
    const sid = newSessionId();
    statements.push(
      env.DB.prepare(
        "INSERT INTO user_sessions (session_id, started_at, device_type, browser, os) VALUES (?, ?, 'desktop', 'Firefox', 'Linux')",
      ).bind(sid, at),
    );
    if (visit.cta)
      statements.push(
        env.DB.prepare("INSERT INTO cta_clicks (session_id, cta_text, page_path, created_at) VALUES (?, 'Kontakt', '/', ?)").bind(sid, at),
      );
    const form = (type: string, success: number) =>
      env.DB.prepare(
        "INSERT INTO form_submissions_analytics (session_id, event_type, form_type, form_page, success, created_at) VALUES (?, ?, 'contact', '/kontakt', ?, ?)",
      ).bind(sid, type, success, at);
    if (visit.start) statements.push(form("form_start", 0));
    if (visit.submit) statements.push(form("form_submit", visit.submit === "ok" ? 1 : 0));
  }
  await env.DB.batch(statements);
}

beforeAll(async () => {
  await seed();
  viewer = await sessionCookie((await createStaff("viewer")).id);
  await seedVisits(addDays(today, -2));
  await rollupDays(createDb(env.DB), addDays(today, -3), today);
  await seedVisits(today);
});

const report = async (days: number) => (await (await api(viewer, "GET", `/api/admin/analytics?days=${days}`)).json()) as AnalyticsReport;

describe("the dashboard's funnel and conversion", () => {
  it("gives each step's sessions and its conversion from the previous step and from all sessions", async () => {
    const { funnel } = await report(7);
    expect(funnel.steps).toEqual([
      { step: "sessions", sessions: 20, from_previous: null, from_first: 100 },
      { step: "cta_click", sessions: 8, from_previous: 40, from_first: 40 },
      { step: "form_start", sessions: 6, from_previous: 75, from_first: 30 },
      { step: "form_submit", sessions: 4, from_previous: 66.7, from_first: 20 },
    ]);
  });

  it("keeps the form conversion at or under 100 % although more forms were sent than CTAs clicked", async () => {
    const { totals } = await report(7);
    expect(totals.cta_clicks).toBe(8);
    expect(totals.form_submits).toBe(10);
    // of the 8 sessions with a CTA click, 4 sent a form
    expect(totals.form_conversion).toBe(50);
  });

  it("gives the plain rate of sessions with a message, with or without a CTA click", async () => {
    const { totals } = await report(7);
    expect(totals.sessions_with_message).toBe(10);
    expect(totals.message_rate).toBe(50);
  });

  it("counts today live and finished days from the rollup alike: half of each step comes from each", async () => {
    const stored = await env.DB.prepare(
      "SELECT dimension, value FROM analytics_daily WHERE metric = 'funnel' AND day = ? ORDER BY dimension",
    )
      .bind(addDays(today, -2))
      .all<{ dimension: string; value: number }>();
    // flags: CTA click, form started, form sent
    expect(stored.results).toEqual([
      { dimension: "000", value: 3 },
      { dimension: "011", value: 3 },
      { dimension: "100", value: 1 },
      { dimension: "110", value: 1 },
      { dimension: "111", value: 2 },
    ]);
    const { previous } = await report(7);
    expect(previous.sessions_with_message).toBe(0);
    expect(previous.message_rate).toBeNull();
  });
});

/**
 * @file The worker at chosen dates (tests/chosen-dates.ts; issue 41): with the clock set to each instant, the
 * scheduled-post cron, preview-link expiry, the analytics' Berlin days and 7/30/90-day ranges, the dashboard, upcoming
 * events, the 404 log's day and the AI studio's planned date, month and budget reset give the right answer. Every
 * expectation comes from Intl's zone data or plain calendar arithmetic, not from the product's own rule.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { formatLongDate } from "../../common/blog";
import type { DashboardResponse } from "../../common/schemas/admin";
import { defaultPlannedDate } from "../../common/schemas/ai-content";
import type { AnalyticsReport } from "../../common/schemas/analytics";
import { CRON_FREQUENT } from "../../worker/cron";
import { rollupAnalytics } from "../../worker/cron/analytics-rollup";
import { runScheduled } from "../../worker/cron/index";
import { createDb } from "../../worker/db/client";
import { secondsToNextMonth, usageMonth } from "../../worker/domain/ai-content/usage";
import { berlinInstant, calendarAdd, chosenDates } from "../chosen-dates";
import { api, contentChanged, createStaff, request, seed, sessionCookie } from "./helpers";

const HOUR = 3_600_000;
const exec = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

let adminId: number;
beforeAll(async () => {
  await seed();
  adminId = (await createStaff("admin")).id;
});

for (const { label, at, day } of chosenDates(inject("testDates")))
  describe(`at ${label}`, () => {
    const now = new Date(at);
    const setClock = (instant: string | number) => vi.setSystemTime(new Date(instant));
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      setClock(at);
    });
    afterEach(() => vi.useRealTimers());

    const tomorrow = calendarAdd(day, 1);
    const cron = (instant: string) => runScheduled({ cron: CRON_FREQUENT, scheduledTime: Date.parse(instant) }, env);
    const onBlog = async (slug: string) => ((await (await request("/api/blog")).json()) as { slug: string }[]).some((p) => p.slug === slug);

    it("publishes a post planned for tomorrow 23:30 Berlin at that minute, not before, and dates it on that Berlin day", async () => {
      const cookie = await sessionCookie(adminId);
      const due = berlinInstant(`${tomorrow} 23:30`);
      const slug = `geplant-${at.slice(0, 16).replace(/\D/g, "")}`;
      const created = await api(cookie, "POST", "/api/admin/blog", {
        title: `Geplant ${at}`,
        slug,
        content: "Bald",
        excerpt: "Bald da",
        content_status: "scheduled",
        scheduled_publish_date: due,
      });
      expect(created.status).toBe(201);
      await cron(at);
      await cron(new Date(Date.parse(due) - 60_000).toISOString());
      expect(await onBlog(slug)).toBe(false);
      setClock(due);
      await cron(due);
      expect(await onBlog(slug)).toBe(true);
      const [y, m, d] = tomorrow.split("-").map(Number);
      const german = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("de-DE", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(formatLongDate(due)).toBe(german);
    });

    it("keeps a preview link working for 24 hours from now and then says it has expired", async () => {
      const cookie = await sessionCookie(adminId);
      const post = (await (
        await api(cookie, "POST", "/api/admin/blog", { title: `Vorschau ${at}`, content: "Entwurf", excerpt: "E" })
      ).json()) as {
        id: number;
      };
      const link = (await (await api(cookie, "POST", `/api/admin/blog/${post.id}/preview-link`)).json()) as {
        token: string;
        expires_at: string;
      };
      expect(link.expires_at).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
      const preview = () => request(`/api/blog/preview/${encodeURIComponent(link.token)}`);
      setClock(now.getTime() + 24 * HOUR - 1000);
      expect((await preview()).status).toBe(200);
      setClock(now.getTime() + 24 * HOUR + 1000);
      const expired = await preview();
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ error: "Preview-Link ist abgelaufen (24 Stunden Limit)", code: "preview_expired" });
    });

    it("counts analytics per Berlin day: the last minute of yesterday and the first of today fall on their own days", async () => {
      for (const table of ["page_views", "user_sessions", "analytics_daily"]) await exec(`DELETE FROM ${table}`);
      const todayStart = Date.parse(berlinInstant(`${day} 00:00`));
      const views: [number, string][] = [
        [todayStart - 1000, "/gestern-spaet"],
        [todayStart, "/heute-frueh"],
        [todayStart + 1000, "/heute-frueh"],
        [Date.parse(berlinInstant(`${calendarAdd(day, -6)} 00:00`)), "/vor-sechs-tagen"],
        [Date.parse(berlinInstant(`${calendarAdd(day, -7)} 23:59`)), "/vor-sieben-tagen"],
        [Date.parse(berlinInstant(`${calendarAdd(day, -29)} 12:00`)), "/vor-29-tagen"],
        [Date.parse(berlinInstant(`${calendarAdd(day, -89)} 00:00`)), "/vor-89-tagen"],
        [Date.parse(berlinInstant(`${calendarAdd(day, -90)} 23:59`)), "/vor-90-tagen"],
      ];
      for (const [t, path] of views)
        await exec("INSERT INTO page_views (session_id, page_path, created_at) VALUES ('s', ?, ?)", path, new Date(t).toISOString());
      // the daily cron (03:15 UTC) rolls up finished days; it runs here at the chosen instant
      await rollupAnalytics({ db: createDb(env.DB), env, now });
      const viewer = await sessionCookie(adminId);
      const report = async (days: number) =>
        (await (await api(viewer, "GET", `/api/admin/analytics?days=${days}`)).json()) as AnalyticsReport;
      const perDay = (r: AnalyticsReport) => Object.fromEntries(r.daily.filter((d) => d.page_views).map((d) => [d.day, d.page_views]));
      const [week, month, quarter] = [await report(7), await report(30), await report(90)];
      for (const [r, days] of [
        [week, 7],
        [month, 30],
        [quarter, 90],
      ] as const) {
        expect(r.to).toBe(day);
        expect(r.from).toBe(calendarAdd(day, -(days - 1)));
        expect(r.daily.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => calendarAdd(day, i - (days - 1))));
      }
      expect(perDay(week)).toEqual({ [calendarAdd(day, -6)]: 1, [calendarAdd(day, -1)]: 1, [day]: 2 });
      expect([week.totals.page_views, month.totals.page_views, quarter.totals.page_views]).toEqual([4, 6, 7]);
      expect(week.previous.page_views).toBe(1);
      expect(quarter.previous.page_views).toBe(1);
      const dashboard = (await (await api(viewer, "GET", "/api/admin/dashboard")).json()) as DashboardResponse;
      expect(dashboard.page_views).toMatchObject({ value: 6 });
    });

    it("lists today's events (a Berlin date) as upcoming on the site and the dashboard, and yesterday's no more", async () => {
      await exec("DELETE FROM events");
      await exec(
        "INSERT INTO events (title, event_date, status) VALUES ('Gestern', ?, 'upcoming'), ('Heute', ?, 'upcoming'), ('Morgen', ?, 'upcoming')",
        calendarAdd(day, -1),
        day,
        tomorrow,
      );
      await contentChanged();
      const listed = ((await (await request("/api/events")).json()) as { title: string }[]).map((e) => e.title);
      expect(listed).toEqual(["Heute", "Morgen"]);
      const dashboard = (await (await api(await sessionCookie(adminId), "GET", "/api/admin/dashboard")).json()) as DashboardResponse;
      expect(dashboard.upcoming_events.value).toBe(2);
    });

    it("logs a 404 on today's Berlin day", async () => {
      const path = `/gibt-es-nicht-${at.slice(0, 13).replace(/\D/g, "")}`;
      expect((await request(path)).status).toBe(404);
      expect(await env.DB.prepare("SELECT day FROM not_found_log WHERE path = ?").bind(path).first("day")).toBe(day);
    });

    it("plans AI content a week ahead, counts usage in the Berlin month and reopens the budget at Berlin midnight of the 1st", () => {
      expect(defaultPlannedDate(new Date())).toBe(calendarAdd(day, 7));
      expect(usageMonth(new Date())).toBe(day.slice(0, 7));
      const nextMonth = calendarAdd(`${day.slice(0, 7)}-28`, 4).slice(0, 7);
      const reopens = Date.parse(berlinInstant(`${nextMonth}-01 00:00`));
      expect(secondsToNextMonth(new Date())).toBe(Math.max(60, Math.ceil((reopens - now.getTime()) / 1000)));
    });
  });

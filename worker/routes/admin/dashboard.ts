/**
 * @file GET /api/admin/dashboard: the four tiles of the dashboard from real data, each compared with 30 days ago
 * (page views: the last 30 days, today included, against the 30 days before, from analytics_daily like /admin/analytics),
 * and for staff who may publish the posts waiting in review. Contract: common/schemas/admin.ts.
 */

import { and, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { addDays, berlinDay, berlinDayStart } from "../../../common/berlin-days";
import type { DashboardResponse, DashboardTile, ReviewPost } from "../../../common/schemas/admin";
import { blogPosts } from "../../db/schema";
import type { AppEnv } from "../../env";
import { signedInOnly } from "../../http/session";

const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

function tile(value: number, previous: number): DashboardTile {
  return {
    value,
    previous,
    change: value - previous,
    change_percent: previous === 0 ? null : Math.round(((value - previous) / previous) * 100),
  };
}

interface Figures {
  views_now: number;
  views_before: number;
  team_now: number;
  team_before: number;
  events_now: number;
  events_before: number;
  pages_now: number;
  pages_before: number;
}

const REVIEW_LIST_MAX = 10;

/** Posts an editor handed over for publishing: status review and not online. */
const postsInReview = (db: AppEnv["Variables"]["db"]): Promise<ReviewPost[]> =>
  db
    .select({ id: blogPosts.id, title: blogPosts.title, author: blogPosts.author, updated_at: blogPosts.updated_at })
    .from(blogPosts)
    .where(and(eq(blogPosts.content_status, "review"), eq(blogPosts.published, false)))
    .orderBy(desc(blogPosts.updated_at))
    .limit(REVIEW_LIST_MAX);

export const dashboardRoutes = new Hono<AppEnv>().get("/", signedInOnly, async (c) => {
  const now = new Date();
  const ago = new Date(now.getTime() - PERIOD_DAYS * DAY_MS).toISOString();
  // days are Berlin days, as in the analytics and on the public site (events of today are upcoming until midnight)
  const today = berlinDay(now);
  // page views read the analytics dashboard's source: rollups for finished days, raw rows for today
  const viewsFrom = addDays(today, -(PERIOD_DAYS - 1));
  const viewsBefore = addDays(viewsFrom, -PERIOD_DAYS);
  const thenToday = berlinDay(ago);
  // one round trip; "before" counts what already existed 30 days ago (records deleted since then are not known)
  const figures = await c.var.db.get<Figures>(sql`SELECT
    (SELECT coalesce(sum(value), 0) FROM analytics_daily WHERE metric = 'views' AND dimension = ''
      AND day >= ${viewsFrom} AND day < ${today}) + (SELECT count(*) FROM page_views WHERE created_at >= ${berlinDayStart(today)}) AS views_now,
    (SELECT coalesce(sum(value), 0) FROM analytics_daily WHERE metric = 'views' AND dimension = ''
      AND day >= ${viewsBefore} AND day < ${viewsFrom}) AS views_before,
    (SELECT count(*) FROM team_members WHERE active = 1) AS team_now,
    (SELECT count(*) FROM team_members WHERE active = 1 AND created_at < ${ago}) AS team_before,
    (SELECT count(*) FROM events WHERE event_date >= ${today} AND status <> 'closed') AS events_now,
    (SELECT count(*) FROM events WHERE event_date >= ${thenToday} AND status <> 'closed' AND created_at < ${ago}) AS events_before,
    (SELECT count(*) FROM pages WHERE published = 1) AS pages_now,
    (SELECT count(*) FROM pages WHERE published = 1 AND created_at < ${ago}) AS pages_before`);
  const body: DashboardResponse = {
    posts_in_review: c.var.user.permissions.includes("blog.publish") ? await postsInReview(c.var.db) : null,
    page_views: tile(figures.views_now, figures.views_before),
    team_members: tile(figures.team_now, figures.team_before),
    upcoming_events: tile(figures.events_now, figures.events_before),
    published_pages: tile(figures.pages_now, figures.pages_before),
    period_days: PERIOD_DAYS,
    generated_at: now.toISOString(),
  };
  return c.json(body);
});

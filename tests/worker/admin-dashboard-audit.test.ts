import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "../../common/berlin-days";
import type { AuditPage, DashboardResponse } from "../../common/schemas/admin";
import { createDb } from "../../worker/db/client";
import { rollupDays } from "../../worker/db/queries/analytics-rollup";
import { api, createStaff, seed, sessionCookie } from "./helpers";

let viewerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  await seed();
  viewerCookie = await sessionCookie((await createStaff("viewer")).id);
  adminCookie = await sessionCookie((await createStaff("admin")).id);
});

/** Noon in Berlin `days` Berlin days ago: on that day whatever the hour of the run and the summer time between. */
const daysAgo = (days: number) => `${addDays(berlinDay(), -days)}T11:00:00.000Z`;
const dateIn = (days: number) => addDays(berlinDay(), days);
const dashboard = async () => (await (await api(viewerCookie, "GET", "/api/admin/dashboard")).json()) as DashboardResponse;

describe("GET /api/admin/dashboard", () => {
  it("counts real records and compares them with 30 days ago", async () => {
    const before = await dashboard();
    const run = (sql: string, ...values: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...values)
        .run();
    // page views: 3 in the last 30 days, 2 in the 30 days before, 1 older (not counted)
    for (const d of [1, 5, 29, 31, 59, 61])
      await run("INSERT INTO page_views (session_id, page_path, created_at) VALUES ('s', '/', ?)", daysAgo(d));
    // team: one new active member, one old active member, one inactive
    await run(
      "INSERT INTO team_members (name, position, active, created_at) VALUES ('Neu', 'Dev', 1, ?), ('Alt', 'Dev', 1, ?), ('Weg', 'Dev', 0, ?)",
      daysAgo(2),
      daysAgo(90),
      daysAgo(90),
    );
    // events: upcoming and created long ago (both), upcoming and new (now only), past (neither), closed (neither)
    await run(
      "INSERT INTO events (title, event_date, status, created_at) VALUES ('A', ?, 'open', ?), ('B', ?, 'upcoming', ?), ('C', ?, 'upcoming', ?), ('D', ?, 'closed', ?)",
      dateIn(10),
      daysAgo(60),
      dateIn(20),
      daysAgo(1),
      dateIn(-40),
      daysAgo(90),
      dateIn(5),
      daysAgo(90),
    );
    // pages: published old, published new, draft
    await run(
      "INSERT INTO pages (slug, title, published, created_at) VALUES ('p-old', 'Alt', 1, ?), ('p-new', 'Neu', 1, ?), ('p-draft', 'Entwurf', 0, ?)",
      daysAgo(45),
      daysAgo(3),
      daysAgo(45),
    );
    // the tile reads the analytics source: rollups of finished days (the daily cron) plus today's raw rows
    await rollupDays(createDb(env.DB), addDays(berlinDay(), -70), berlinDay());
    const after = await dashboard();
    const delta = (k: "page_views" | "team_members" | "upcoming_events" | "published_pages") => [
      after[k].value - before[k].value,
      after[k].previous - before[k].previous,
    ];
    expect(delta("page_views")).toEqual([3, 2]);
    expect(delta("team_members")).toEqual([2, 1]);
    expect(delta("upcoming_events")).toEqual([2, 1]);
    expect(delta("published_pages")).toEqual([2, 1]);
    for (const tile of [after.page_views, after.team_members, after.upcoming_events, after.published_pages]) {
      expect(tile.change).toBe(tile.value - tile.previous);
      expect(tile.change_percent).toBe(tile.previous === 0 ? null : Math.round(((tile.value - tile.previous) / tile.previous) * 100));
    }
    expect(after.period_days).toBe(30);
  });

  it("lists the blog posts an editor marked 'Review' for staff who may publish, and for no one else (issue 17, item 10)", async () => {
    const editorCookie = await sessionCookie((await createStaff("editor")).id);
    const post = { title: "Im Review", content: "Text", excerpt: "Kurz", content_status: "review" };
    const created = await api(editorCookie, "POST", "/api/admin/blog", post);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await api(editorCookie, "POST", "/api/admin/blog", { ...post, title: "Nur Entwurf", content_status: "draft" });
    const forAdmin = (await (await api(adminCookie, "GET", "/api/admin/dashboard")).json()) as DashboardResponse;
    expect(forAdmin.posts_in_review?.map((p) => [p.id, p.title])).toEqual([[id, "Im Review"]]);
    const forEditor = (await (await api(editorCookie, "GET", "/api/admin/dashboard")).json()) as DashboardResponse;
    expect(forEditor.posts_in_review).toBeNull();
  });

  it("is open to every signed-in staff member and closed to everyone else", async () => {
    expect((await api(viewerCookie, "GET", "/api/admin/dashboard")).status).toBe(200);
    expect((await api(undefined, "GET", "/api/admin/dashboard")).status).toBe(401);
  });
});

describe("GET /api/admin/audit", () => {
  it("pages through admin writes, newest first, with filters", async () => {
    for (const name of ["Audit A", "Audit B", "Audit C"]) {
      expect((await api(adminCookie, "POST", "/api/admin/roles", { name, permissions: ["blog.view"] })).status).toBe(201);
    }
    const first = (await (await api(adminCookie, "GET", "/api/admin/audit?entity=role&per_page=2")).json()) as AuditPage;
    expect(first.total).toBe(3);
    expect(first.items.map((i) => (i.details as { name: string }).name)).toEqual(["Audit C", "Audit B"]);
    expect(first.items[0]).toMatchObject({ action: "create", entity: "role" });
    expect(first.items[0].user_email).toMatch(/^admin-/);
    const second = (await (await api(adminCookie, "GET", "/api/admin/audit?entity=role&per_page=2&page=2")).json()) as AuditPage;
    expect(second).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(second.items.map((i) => (i.details as { name: string }).name)).toEqual(["Audit A"]);
  });

  it("answers 400 for bad paging and 403 without audit.view", async () => {
    for (const q of ["per_page=0", "per_page=101", "page=0", "page=abc", "user_id=-1"]) {
      expect((await api(adminCookie, "GET", `/api/admin/audit?${q}`)).status, q).toBe(400);
    }
    expect((await api(viewerCookie, "GET", "/api/admin/audit")).status).toBe(403);
  });
});

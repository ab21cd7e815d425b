/**
 * @file The content version (worker/lib/content-version.ts) moves on with every successful admin write (every route of
 * the admin route table, so new routes are covered) and with the publish cron, and only then; a cached page shows
 * an admin's change on the next request.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { runScheduled } from "../../worker/cron";
import { advanceOnAdminWrite } from "../../worker/lib/content-version";
import { call, edit, json, sessionAs } from "./content-helpers";
import { BASE, inDays, request, seed } from "./helpers";
import { png } from "./image-bytes";
import { adminEndpoints, samplePath, workerRoutes } from "./route-table";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const version = async () =>
  (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())?.version ?? 0;

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

/** Runs the write and returns its status and how far the version moved. */
async function advanceOf(write: () => Promise<Response>) {
  const before = await version();
  const res = await write();
  const advanced = (await version()) - before;
  if (res.status >= 400 && res.status !== 401 && res.status !== 403) return { status: res.status, advanced, body: await res.text() };
  return { status: res.status, advanced };
}

const member = (name: string) => ({
  name,
  email: "vera@example.com",
  position: "Beraterin",
  position_en: "",
  bio: "Berät.",
  image_url: "/images/team/vera.svg",
  linkedin_url: "",
  expertise: ["Daten"],
  expertise_en: [],
  available: true,
  current_project: "",
  available_from: "",
});

describe("content version", () => {
  it("guards every admin write route of the route table (new routes included)", () => {
    const guards = app.routes.filter((r) => r.handler === advanceOnAdminWrite).map((r) => r.path);
    expect(guards).toEqual(["/api/admin/*"]);
    const writes = adminEndpoints(workerRoutes).filter((e) => WRITES.has(e.method));
    expect(writes.length).toBeGreaterThan(20);
    for (const e of writes) expect(e.path.startsWith("/api/admin/"), `${e.method} ${e.path}`).toBe(true);
  });

  it("moves on exactly when an admin write succeeds, for every write route of the route table", async () => {
    for (const e of adminEndpoints(workerRoutes).filter((e) => WRITES.has(e.method))) {
      const { status, advanced } = await advanceOf(() => call(admin, e.method, samplePath(e.path), e.method === "DELETE" ? undefined : {}));
      expect(advanced, `${e.method} ${e.path} -> ${status}`).toBe(status < 400 ? 1 : 0);
    }
  });

  it("moves on with each kind of successful admin write that changes public output", async () => {
    const writes: [string, () => Promise<Response>][] = [
      ["team", () => call(admin, "POST", "/api/admin/team", member("Vera Version"))],
      [
        "events",
        () =>
          call(admin, "POST", "/api/admin/events", {
            title: "Versionstag",
            description: "Ein Abend.",
            event_date: inDays(10),
            event_time: "18:00",
            location: "München",
            event_type: "own",
            status: "upcoming",
            max_participants: "20",
            image_url: "",
          }),
      ],
      ["blog posts", () => call(admin, "POST", "/api/admin/blog", { title: "Version", content: "Text", excerpt: "Kurz" })],
      [
        "pages, sections and translations",
        () =>
          call(admin, "POST", "/api/admin/pages", {
            title: "Versionen",
            slug: "versionen",
            template: "default",
            published: true,
            sort_order: 1,
            meta_description: "",
            sections: [
              { section_key: "intro", title: "Hallo", title_en: "Hello", content: "Text", content_en: "Text", sort_order: 0, active: true },
            ],
            translations: [{ language: "en", title: "Versions", meta_description: "" }],
          }),
      ],
      ["settings", () => edit(admin, "PUT", "/api/admin/settings", { site_name: "Version GmbH" })],
      [
        "UI strings",
        () => call(admin, "POST", "/api/admin/translations", { key: "test.version", german: "Hallo", english: "Hello", category: "test" }),
      ],
      [
        "assets",
        () => {
          const form = new FormData();
          form.append("file", new File([png(4, 4)], "version.png", { type: "image/png" }));
          return request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie: admin }, body: form });
        },
      ],
    ];
    for (const [kind, write] of writes) {
      const { status, advanced, body } = await advanceOf(write);
      expect(status, `${kind} ${body}`).toBeLessThan(300);
      expect(advanced, kind).toBe(1);
    }
  });

  it("does not move on for reads, refused writes and signed-out writes", async () => {
    expect((await advanceOf(() => call(admin, "GET", "/api/admin/team"))).advanced).toBe(0);
    expect(await advanceOf(() => edit(admin, "PUT", "/api/admin/settings", {}))).toMatchObject({ status: 400, advanced: 0 });
    expect(await advanceOf(() => edit(null, "PUT", "/api/admin/settings", { site_name: "X" }))).toEqual({ status: 401, advanced: 0 });
    const viewer = await sessionAs("viewer");
    expect(await advanceOf(() => edit(viewer, "PUT", "/api/admin/settings", { site_name: "X" }))).toEqual({ status: 403, advanced: 0 });
  });

  it("moves on when the cron publishes a scheduled post, and not when nothing is due", async () => {
    const cron = async () => {
      await runScheduled({ cron: "*/5 * * * *", scheduledTime: Date.now() }, env);
      return new Response();
    };
    await cron();
    const idle = await advanceOf(cron);
    expect(idle.advanced).toBe(0);
    await env.DB.prepare(
      "INSERT INTO blog_posts (title, slug, content, excerpt, content_status, published, scheduled_publish_date, tags) VALUES ('Geplant', 'geplant-version', 'Text', 'Kurz', 'scheduled', 0, ?, '[]')",
    )
      .bind(new Date(Date.now() - 60_000).toISOString())
      .run();
    const due = await advanceOf(cron);
    expect(due.advanced).toBe(1);
  });

  it("a cached page shows an admin's change on the next request", async () => {
    await request("/team");
    expect((await request("/team")).headers.get("x-cache")).toBe("HIT");
    const created = await call(admin, "POST", "/api/admin/team", member("Nora Nächste"));
    expect(created.status).toBe(201);
    const next = await request("/team");
    expect(next.headers.get("x-cache")).toBe("MISS");
    expect(await next.text()).toContain("Nora Nächste");
    await call(admin, "DELETE", `/api/admin/team/${(await json(created)).id}`);
    const after = await request("/team");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).not.toContain("Nora Nächste");
  });

  it("a write taken by another isolate shows within a second (the time an isolate trusts the version it read)", async () => {
    await request("/ueber-uns");
    expect((await request("/ueber-uns")).headers.get("x-cache")).toBe("HIT");
    // another isolate's admin write: the data and the version change in D1, this isolate is not told
    await env.DB.prepare(
      "INSERT INTO site_settings (key, value) VALUES ('site_name', 'Anderswo GmbH') ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run();
    await env.DB.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    expect((await request("/ueber-uns")).headers.get("x-cache")).toBe("HIT");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1001 });
    try {
      const later = await request("/ueber-uns");
      expect(later.headers.get("x-cache")).toBe("MISS");
      expect(await later.text()).toContain("Anderswo GmbH");
    } finally {
      vi.useRealTimers();
    }
  });
});

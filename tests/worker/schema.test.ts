import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countRows, seed } from "./helpers";

const TABLES = [
  "team_members",
  "events",
  "blog_posts",
  "ai_generated_content",
  "ai_usage",
  "pages",
  "page_sections",
  "page_translations",
  "site_settings",
  "translations",
  "assets",
  "admin_users",
  "roles",
  "permissions",
  "role_permissions",
  "page_views",
  "cta_clicks",
  "form_submissions_analytics",
  "user_sessions",
  "contact_messages",
  "analytics_daily",
  "audit_log",
  "error_reports",
  "seed_history",
];

describe("migrations", () => {
  it("create every table of the data model", async () => {
    const rows = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const names = rows.results.map((r) => r.name);
    for (const table of TABLES) expect(names, table).toContain(table);
  });

  it("enforce unique slugs and the events participant minimum", async () => {
    const insertPost = env.DB.prepare("INSERT INTO blog_posts (title, slug, content) VALUES ('A', 'same-slug', 'x')");
    await insertPost.run();
    await expect(insertPost.run()).rejects.toThrow(/UNIQUE/);
    await expect(
      env.DB.prepare("INSERT INTO events (title, event_date, max_participants) VALUES ('E', '2030-01-01', 0)").run(),
    ).rejects.toThrow(/CHECK/);
  });

  it("cascade page deletion to sections and translations", async () => {
    const page = await env.DB.prepare("INSERT INTO pages (slug, title) VALUES ('p', 'P') RETURNING id").first<{ id: number }>();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO page_sections (page_id, section_key) VALUES (?, 'a')").bind(page!.id),
      env.DB.prepare("INSERT INTO page_translations (page_id, language, title) VALUES (?, 'en', 'P')").bind(page!.id),
    ]);
    await env.DB.prepare("DELETE FROM pages WHERE id = ?").bind(page!.id).run();
    expect(await countRows(["page_sections", "page_translations"])).toEqual({ page_sections: 0, page_translations: 0 });
  });
});

describe("seed", () => {
  it("is idempotent: a second run changes nothing", async () => {
    await seed();
    const first = await countRows(TABLES);
    await seed();
    expect(await countRows(TABLES)).toEqual(first);
    const seededPosts = await env.DB.prepare(
      "SELECT count(*) AS n FROM blog_posts WHERE slug IN ('datenstrategie-im-mittelstand', 'anforderungen-die-wirklich-tragen', 'ausblick-cloud-plattformen-2027')",
    ).first<{ n: number }>();
    expect(seededPosts!.n).toBe(3);
    expect(first.team_members).toBe(5);
    expect(first.events).toBe(2);
    expect(first.permissions).toBeGreaterThanOrEqual(25);
    expect(first.site_settings).toBe(12);
  });

  it("gives admin every permission, editor no user/role access, viewer only views", async () => {
    await seed();
    const perms = async (role: string) =>
      (
        await env.DB.prepare(
          "SELECT p.name FROM role_permissions rp JOIN roles r ON r.id = rp.role_id JOIN permissions p ON p.id = rp.permission_id WHERE r.name = ?",
        )
          .bind(role)
          .all<{ name: string }>()
      ).results.map((r) => r.name);
    const all = (await env.DB.prepare("SELECT name FROM permissions").all<{ name: string }>()).results.map((r) => r.name);
    expect((await perms("admin")).sort()).toEqual(all.sort());
    const editor = await perms("editor");
    expect(editor).toContain("blog.edit");
    expect(editor.some((p) => p.startsWith("users.") || p.startsWith("roles."))).toBe(false);
    expect(editor).not.toContain("blog.delete");
    const viewer = await perms("viewer");
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.every((p) => p.endsWith(".view"))).toBe(true);
  });

  it("does not bring back content staff deleted", async () => {
    await seed();
    await env.DB.prepare("DELETE FROM team_members WHERE name = 'Eva Lindner'").run();
    await seed();
    expect((await countRows(["team_members"])).team_members).toBe(4);
  });

  it("schedules one example post in the future", async () => {
    await seed();
    const row = await env.DB.prepare("SELECT published, scheduled_publish_date FROM blog_posts WHERE content_status = 'scheduled'").first<{
      published: number;
      scheduled_publish_date: string;
    }>();
    expect(row!.published).toBe(0);
    expect(Date.parse(row!.scheduled_publish_date)).toBeGreaterThan(Date.now());
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "../../common/routes";
import { request, seed } from "./helpers";

beforeAll(seed);

const BUILT_IN_PAGES = Object.entries(PAGE_PATHS)
  .filter(([key]) => key !== "blog")
  .flatMap(([, paths]) => [paths.de, paths.en]);
const TABLES = ["translations", "site_settings", "team_members", "pages", "page_sections", "page_translations", "events", "blog_posts"];
const reports = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM error_reports WHERE source = 'worker'").first<{ n: number }>())!.n;

describe("public pages when a D1 read fails", () => {
  it("every built-in page still renders (200) with built-in content, and the failure is recorded", async () => {
    // the home page's optional sections read too
    await env.DB.prepare("UPDATE site_settings SET value = 'true' WHERE key IN ('show_events_on_homepage', 'show_blog_on_homepage')").run();
    for (const table of TABLES) {
      const before = await reports();
      await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_unreadable`).run();
      try {
        for (const path of BUILT_IN_PAGES) {
          const res = await request(path);
          expect(res.status, `${path} without ${table}`).toBe(200);
          const html = await res.text();
          expect(html, `${path} without ${table}`).toMatch(/<h1[^>]*>[^<]+/);
        }
        if (table !== "site_settings" && table !== "page_sections" && table !== "page_translations") {
          expect(await reports(), `a report for ${table}`).toBeGreaterThan(before);
        }
      } finally {
        await env.DB.prepare(`ALTER TABLE ${table}_unreadable RENAME TO ${table}`).run();
      }
    }
  });

  it("shows the built-in UI strings when the translations cannot be read", async () => {
    await env.DB.prepare("ALTER TABLE translations RENAME TO translations_unreadable").run();
    try {
      const html = await (await request("/kontakt")).text();
      expect(html).toContain("Zum Inhalt springen");
      const en = await (await request("/en/contact")).text();
      expect(en).toContain("Skip to main content");
    } finally {
      await env.DB.prepare("ALTER TABLE translations_unreadable RENAME TO translations").run();
    }
  });
});

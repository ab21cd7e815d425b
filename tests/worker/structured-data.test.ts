/** @file The structured data of every public page in both languages passes the outside validator (tests/worker/structured-data.ts). */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "../../common/routes";
import { request, seed } from "./helpers";
import { structuredDataIssues } from "./structured-data";

const POSTS = ["/blog/anforderungen-die-wirklich-tragen", "/en/blog/anforderungen-die-wirklich-tragen"];
const PAGES = [...Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]), ...POSTS];

beforeAll(async () => {
  await seed();
  // the home page shows the seeded events only with this setting on
  await env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('show_events_on_homepage', 'true')").run();
});

const page = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("structured data on the public pages", () => {
  it("has no validator error or warning on any page of either language", async () => {
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      const issues = await structuredDataIssues(await page(path));
      if (issues.length) found[path] = issues;
    }
    expect(found).toEqual({});
  });
});

/**
 * @file The lazy modules (issue 32, worker/lib/lazy.ts) at run time: rendering the public pages, cached or not, asks for
 * none of them; the public API reads ask for the public API alone; a post asks for the Markdown renderer only; the
 * routes that need one do ask for it (so the record is not trivially empty). The built worker's graph is checked by
 * tests/e2e/budgets.test.ts.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetLazyModulesUsed, lazyModulesUsed } from "../../worker/lib/lazy";
import { api, request, seed } from "./helpers";

/** One page of each kind in both languages, and the feeds. */
const PAGES = [
  "/",
  "/en",
  "/leistungen/data-analytics",
  "/en/services/data-analytics",
  "/kontakt",
  "/team",
  "/karriere",
  "/blog",
  "/en/blog",
  "/datenschutz",
  "/gibt-es-nicht",
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
];
/** The API reads of the browser's navigation. */
const API_READS = ["/api/blog", "/api/settings", "/api/team", "/api/events"];

beforeAll(async () => {
  await seed();
});
beforeEach(() => forgetLazyModulesUsed());

async function visit(path: string) {
  const res = await request(path);
  await res.arrayBuffer();
  expect(res.status, path).toBeLessThan(500);
}

describe("public renders and reads", () => {
  it("ask for no lazy module, first render and cached hit alike", async () => {
    for (const path of PAGES) await visit(path);
    // the second round is answered from the edge cache
    for (const path of PAGES) await visit(path);
    expect(lazyModulesUsed()).toEqual([]);
  });

  it("the API reads ask for the public API and nothing else", async () => {
    for (const path of API_READS) await visit(path);
    expect(lazyModulesUsed()).toEqual(["public-api"]);
  });

  it("a blog post asks for the Markdown renderer and nothing else", async () => {
    await visit("/blog/datenstrategie-im-mittelstand");
    expect(lazyModulesUsed()).toEqual(["markdown"]);
  });
});

describe("the routes that need a lazy module", () => {
  it("ask for it: passkey sign-in options load the WebAuthn verifier", async () => {
    expect((await api(undefined, "POST", "/api/auth/passkeys/login/options", {})).status).toBe(200);
    expect(lazyModulesUsed()).toEqual(["staff-api", "webauthn"]);
  });
});

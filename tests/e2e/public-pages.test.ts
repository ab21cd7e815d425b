/**
 * @file Every public route in both languages: status, title with the company prefix, canonical and hreflang in the
 * raw HTML, valid HTML (W3C Nu checker), h1, hydration without console errors or warnings, no axe violations;
 * plus the 404 page, sitemap.xml and robots.txt.
 */

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { NOINDEX_PAGES, PAGE_PATHS, type PageKey } from "../../common/routes.ts";
import { BASE_URL, launch } from "./browser.ts";
import { axeViolations, hydrated, openCheckedPage, SITE_URL } from "./public-helpers.ts";

const COMPANY = "Muster Consulting GmbH";
// the blog has its own feature and tests
const KEYS = (Object.keys(PAGE_PATHS) as PageKey[]).filter((key) => key !== "blog");
const ROUTES = KEYS.flatMap((key) => (["de", "en"] as const).map((locale) => ({ key, locale, path: PAGE_PATHS[key][locale] })));

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

/** The local dev server sometimes drops a kept-alive connection under load; one retry tells that apart from a real failure. */
async function fetchWithRetry(url: string) {
  try {
    return await fetch(url, { redirect: "manual" });
  } catch {
    return await fetch(url, { redirect: "manual" });
  }
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/**
 * The checker's CSS parser predates cross-document view transitions (CSS View Transitions Level 2, in Chromium since
 * 126): it calls the `@view-transition` rule unknown.
 */
const NEWER_THAN_THE_CHECKER = ".*Unrecognized at-rule .@view-transition.*";

/** What the W3C Nu HTML checker reports as errors on the given files ("" for none). */
async function nuErrors(files: string[]): Promise<string> {
  const args = ["--errors-only", "--format", "gnu", "--filterpattern", NEWER_THAN_THE_CHECKER];
  try {
    await promisify(execFile)("java", ["-jar", "node_modules/vnu-jar/build/dist/vnu.jar", ...args, ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return "";
  } catch (err) {
    return String((err as { stderr?: string }).stderr || err);
  }
}

const pages = new Map<string, string>();
/** The checker's run over every page, started once the raw HTML is in and awaited at the end of the file. */
let nuCheck: Promise<string>;

describe("public pages: raw HTML", () => {
  before(async () => {
    for (const route of ROUTES) {
      const res = await fetch(BASE_URL + route.path);
      assert.equal(res.status, 200, `${route.path} answers ${res.status}`);
      pages.set(route.path, await res.text());
    }
    // the checker takes some 15 s of Java: it runs while the browser tests below wait for pages
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const files = ROUTES.map((route, i) => {
      const file = join(dir, `${i}-${route.key}-${route.locale}.html`);
      writeFileSync(file, pages.get(route.path)!);
      return file;
    });
    nuCheck = nuErrors(files);
  });

  it("every route answers 200 with its own title (company prefix), description, canonical and hreflang", () => {
    const titles = new Set<string>();
    for (const route of ROUTES) {
      const html = pages.get(route.path)!;
      const title = attr(html, /<title>([^<]*)<\/title>/);
      assert.ok(title?.startsWith(`${COMPANY} | `), `${route.path}: title ${title}`);
      titles.add(title!);
      assert.match(html, new RegExp(`<html lang="${route.locale}"`));
      assert.equal(attr(html, /<link rel="canonical" href="([^"]+)"/), SITE_URL + route.path, `${route.path}: canonical`);
      assert.equal(attr(html, /hrefLang="de" href="([^"]+)"/), SITE_URL + PAGE_PATHS[route.key].de);
      assert.equal(attr(html, /hrefLang="en" href="([^"]+)"/), SITE_URL + PAGE_PATHS[route.key].en);
      assert.equal(attr(html, /hrefLang="x-default" href="([^"]+)"/), SITE_URL + PAGE_PATHS[route.key].de);
      assert.ok(attr(html, /<meta name="description" content="([^"]+)"/), `${route.path}: description`);
      assert.equal(attr(html, /<meta property="og:url" content="([^"]+)"/), SITE_URL + route.path);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"/);
      assert.match(html, /<meta name="theme-color" content="#167D88"/);
      assert.match(html, /"@type":"Organization"/);
      if (route.key !== "home") assert.match(html, /"@type":"BreadcrumbList"/, `${route.path}: breadcrumbs JSON-LD`);
      const robots = attr(html, /<meta name="robots" content="([^"]+)"/);
      assert.equal(robots?.startsWith("noindex"), NOINDEX_PAGES.has(route.key), `${route.path}: robots ${robots}`);
      // the visible content is in the HTML before any script runs
      assert.match(html, /<h1[^>]*>[^<]+/, `${route.path}: h1 in the raw HTML`);
    }
    assert.equal(titles.size, ROUTES.length, "every page has its own title");
  });

  it("service pages carry schema.org Service data", () => {
    for (const key of [
      "businessAnalysis",
      "softwareDevelopment",
      "enterpriseArchitecture",
      "projectManagement",
      "dataAnalytics",
    ] as const) {
      for (const locale of ["de", "en"] as const) assert.match(pages.get(PAGE_PATHS[key][locale])!, /"@type":"Service"/);
    }
    assert.doesNotMatch(pages.get("/kontakt")!, /"@type":"Service"/);
  });

  it("no internal link or image on the pages is broken", async () => {
    const targets = new Set<string>();
    for (const html of pages.values()) {
      for (const m of html.matchAll(/(?:href|src)="(\/[^"#?]*)/g)) if (!m[1].startsWith("//")) targets.add(m[1]);
    }
    const broken: string[] = [];
    for (const target of targets) {
      const res = await fetchWithRetry(BASE_URL + target);
      if (res.status !== 200) broken.push(`${target} -> ${res.status}`);
    }
    assert.deepEqual(broken, []);
  });
});

describe("public pages in the browser", () => {
  for (const route of ROUTES) {
    it(`${route.path} hydrates without console problems, has no axe violations, and announces every script it loads`, async () => {
      const { context, page, problems } = await openCheckedPage(browser);
      const scripts: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
      });
      const res = await page.goto(BASE_URL + route.path, { waitUntil: "networkidle" });
      assert.equal(res?.status(), 200);
      await hydrated(page);
      // the HTML names each chunk (the start script's entry or a modulepreload), so none waits for the one that imports it
      const html = await res!.text();
      const announced = new Set([...html.matchAll(/(?:import\("|<link rel="modulepreload" href=")([^"]+)"/g)].map((m) => m[1]));
      assert.ok(scripts.length > 1);
      assert.deepEqual(
        scripts.filter((src) => !announced.has(src)),
        [],
      );
      assert.equal(await page.locator("h1").count(), 1, "one h1");
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});

describe("unknown paths", () => {
  for (const [path, heading] of [
    ["/gibt-es-nicht", "Seite nicht gefunden"],
    ["/leistungen/gibt-es-nicht", "Seite nicht gefunden"],
    ["/en/does-not-exist", "Page not found"],
  ] as const) {
    it(`${path} answers 404 with the not-found page in its language`, async () => {
      const res = await fetch(BASE_URL + path);
      assert.equal(res.status, 404);
      const html = await res.text();
      assert.match(html, new RegExp(`<h1>${heading}</h1>`));
      assert.match(html, /<meta name="robots" content="noindex"/);
      const { context, page, problems } = await openCheckedPage(browser);
      await page.goto(BASE_URL + path, { waitUntil: "networkidle" });
      await hydrated(page);
      assert.equal(await page.locator("h1").textContent(), heading);
      assert.deepEqual(await axeViolations(page), []);
      // the document itself answers 404: the browser logs that, nothing else may appear
      assert.deepEqual(
        problems.filter((p) => !p.includes("status of 404")),
        [],
      );
      await context.close();
    });
  }
});

describe("GET /sitemap.xml and /robots.txt", () => {
  it("lists every indexable page in both languages with alternates", async () => {
    const res = await fetch(`${BASE_URL}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /xml/);
    const xml = await res.text();
    for (const key of KEYS) {
      for (const locale of ["de", "en"] as const) {
        const loc = `<loc>${SITE_URL}${PAGE_PATHS[key][locale]}</loc>`;
        assert.equal(xml.includes(loc), !NOINDEX_PAGES.has(key), `${loc}`);
      }
    }
    assert.match(xml, /hreflang="x-default"/);
  });

  it("robots.txt points to the sitemap and keeps crawlers out of /admin and /api", async () => {
    const text = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    assert.match(text, /Disallow: \/admin/);
    assert.match(text, /Disallow: \/api/);
    assert.match(text, new RegExp(`Sitemap: ${SITE_URL}/sitemap.xml`));
  });
});

describe("public pages: W3C Nu HTML checker", () => {
  it("finds no errors on any public page", async () => {
    const output = await nuCheck;
    assert.equal(output.trim(), "", output);
  });
});

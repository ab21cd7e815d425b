/**
 * @file The product's size budgets and how they are measured on a served build (shared by the budget test in
 * `npm test` and `npm run bench`): JavaScript and CSS a public page loads (gzip), its HTML, admin code on public
 * pages, the worker bundle and what of it a new isolate evaluates at start, and the PBKDF2 work factor that Workers
 * enforce in production.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

export const BUDGETS = {
  /**
   * JavaScript a public page without a form loads, gzip, every script counted (issue 47: plain HTML with islands, the
   * page scrolled to its end, so whatever it loads later counts too). Was ~118 KB while every page hydrated a whole
   * React and TanStack Router app.
   */
  jsPerPageGzip: 15 * 1024,
  /** The same for the contact page: the form is a React island (React's client runtime is ~69 KB of its ~74 KB). */
  jsContactPageGzip: 90 * 1024,
  /** HTML of one public page as served (uncompressed); the largest is ~102 KB (the home page with its sections and its stylesheet inline). */
  htmlPerPage: 110 * 1024,
  /** Every module of the worker as uploaded, gzip (~1.5 MB; Cloudflare's limit on the free plan is 3 MB). */
  workerGzip: 3 * 1024 * 1024,
  /**
   * What a new isolate evaluates before its first request: the worker's main module and every chunk it imports
   * statically, gzip (scripts/lib/worker-graph.ts). Issue 32 took it from ~1,090 KB to ~307 KB by loading what only
   * some requests need on first use (worker/lib/lazy.ts), keeping the admin screens out, and minifying; then to ~230 KB
   * (2026-11-27) by loading the JSON API itself on first use (sign-in and the admin API, and the public API, each an
   * app of its own), so that zod and every admin route stay out of a page render; then to ~178 KB (issue 47) by rendering
   * public pages without TanStack Router, which only the admin area and previews load, on first use. New admin code lands
   * in the staff API's chunk by itself; what grows this figure is code a public page renders with.
   */
  workerStartupGzip: 190 * 1024,
  /** Workers refuse PBKDF2 above 100,000 iterations in production (local workerd does not). */
  pbkdf2Iterations: 100_000,
} as const;

/** One page of each kind, in both languages where the kind differs. */
export const PUBLIC_PAGES = [
  "/",
  "/en",
  "/leistungen",
  "/leistungen/data-analytics",
  "/en/services/data-analytics",
  "/projekte",
  "/en/team",
  "/ueber-uns",
  "/karriere",
  "/blog",
  "/blog/datenstrategie-im-mittelstand",
  "/en/blog",
  "/impressum",
  "/en/privacy",
  "/kontakt",
  "/en/contact",
];

/** Pages with a form (a React island): their own JavaScript budget. */
const FORM_PAGES = new Set(["/kontakt", "/en/contact"]);

/** The JavaScript budget of a public page. */
export const jsBudgetOf = (path: string) => (FORM_PAGES.has(path) ? BUDGETS.jsContactPageGzip : BUDGETS.jsPerPageGzip);

/** The site settings that switch on the home page's optional sections (off by default): its heaviest state. */
const HOME_SECTIONS_ON = { show_events_on_homepage: "true", show_blog_on_homepage: "true" } as const;
/** Markup of those sections (upcoming events, newest posts), to check that a measurement saw them. */
export const HOME_SECTION_MARKERS = ['class="event-list"', 'class="blog-recent"'];

/** Signs in as an admin and switches the home page's optional sections on (PUT /api/admin/settings at their version). */
export async function switchHomeSectionsOn(baseUrl: string, account: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const loaded = await fetch(`${baseUrl}/api/admin/settings`, { headers: { cookie } });
  if (!loaded.ok) throw new Error(`could not read the settings: ${loaded.status}`);
  const { version } = (await loaded.json()) as { version: number };
  const switched = await fetch(`${baseUrl}/api/admin/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: baseUrl, cookie, "if-match": `"${version}"` },
    body: JSON.stringify(HOME_SECTIONS_ON),
  });
  if (!switched.ok) throw new Error(`could not switch the home sections on: ${switched.status}`);
  return cookie;
}

/** Strings only the admin area's code and styles contain. */
const ADMIN_MARKERS = ["/api/auth/me", "adm-shell", "Anmeldung läuft"];
/** Strings of TanStack Router's client code and of the router state it leaves in a page. */
const ROUTER_MARKERS = ["$_TSR", "__TSR_", "tsr-scripts", "Invariant failed: Could not find an active match"];

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (bytes: Uint8Array | string) => gzipSync(bytes).length;

export interface PageWeight {
  path: string;
  jsGzip: number;
  cssGzip: number;
  scripts: number;
  htmlBytes: number;
  htmlGzip: number;
  /** Loaded files that contain admin code, with the marker found. */
  adminCode: string[];
  /** Loaded files (or the HTML) that contain client router code or router state, with the marker found. */
  routerCode: string[];
  /** Paths of the scripts and styles loaded. */
  files: string[];
}

/**
 * What a browser loads for a page (scripts and styles, gzip of each body) and its HTML: until the network is idle, then
 * again after scrolling to the page's end, so that islands that load when they come into view count as well.
 */
export async function measurePage(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  // a context of its own: a first visit, nothing from an earlier measurement's cache
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: Promise<{ type: string; url: string; body: Buffer }>[] = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if (type === "script" || type === "stylesheet")
      files.push(
        res
          .body()
          .then((body) => ({ type, url: res.url(), body }))
          .catch(() => ({ type, url: res.url(), body: Buffer.alloc(0) })),
      );
  });
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const loaded = await Promise.all(files);
  await context.close();
  const html = await (await fetch(baseUrl + path)).text();
  const sum = (type: string) => loaded.filter((f) => f.type === type).reduce((total, f) => total + gzipSize(f.body), 0);
  const found = (markers: string[]) =>
    loaded.flatMap((f) => {
      const text = f.body.toString("utf8");
      return markers.filter((m) => text.includes(m)).map((m) => `${new URL(f.url).pathname} (${m})`);
    });
  const adminCode = found(ADMIN_MARKERS);
  const routerCode = [...found(ROUTER_MARKERS), ...ROUTER_MARKERS.filter((m) => html.includes(m)).map((m) => `the HTML (${m})`)];
  return {
    path,
    jsGzip: sum("script"),
    cssGzip: sum("stylesheet"),
    scripts: loaded.filter((f) => f.type === "script").length,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    adminCode,
    routerCode,
    files: loaded.map((f) => new URL(f.url).pathname),
  };
}

const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );

/** The worker as uploaded: every JavaScript module of the worker build, gzip. */
export const workerBundleGzip = (dir = "dist/consulting_site") => jsFiles(dir).reduce((total, f) => total + gzipSize(readFileSync(f)), 0);

/** @file Helpers of the public-site browser tests: a checked page, hydration wait, axe-core run, the configured SITE_URL. */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { BASE_URL } from "./browser.ts";

/** The base of canonical links, hreflang and the sitemap: locally the address served (scripts/lib/local-env.ts siteUrlVar). */
export const SITE_URL = BASE_URL;

const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/**
 * A fresh context and page that records console errors/warnings and page errors. CSP is bypassed only so that
 * the test can inject axe-core; the app's own inline scripts run by their CSP hashes either way.
 */
export async function openCheckedPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems };
}

/** Waits until the router has taken over the server-rendered document. */
export async function hydrated(page: Page) {
  // public pages: the boot script ran and mounted every island (web/islands/boot.ts);
  // the admin area: TanStack Router's hydration is over once it has removed its state
  await page.waitForFunction(() =>
    document.documentElement.hasAttribute("data-boot")
      ? [...document.querySelectorAll("[data-island]")].every((el) => el.hasAttribute("data-island-ready"))
      : !("$_TSR" in window) && !document.querySelector("[data-island]"),
  );
  // what a mounted island does in its first frames (the carousel's width, the banner's choice)
  await nextFrames(page);
}

/**
 * Opens a public page and waits for its final layout: the document loaded, hydrated, and the brand font in place.
 * Quicker than waiting for the network to be quiet for 500 ms, and it waits for what the layout depends on.
 */
export async function openHydrated(page: Page, path: string) {
  const res = await page.goto(BASE_URL + path, { waitUntil: "load" });
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return res;
}

/** Two animation frames: what a scroll, resize or commit scheduled for the next frame has run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** axe-core violations (WCAG 2.x A/AA and best practices) as short strings. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  });
  return violations;
}

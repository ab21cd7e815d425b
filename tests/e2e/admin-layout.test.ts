/**
 * @file The admin area as people see it (issue 17): no console error while signed out (item 13), a sign-in panel
 * that reveals no internal command (item 9), no page that scrolls sideways at 1,024 and 1,366 px nor on a
 * 412 px phone, where tables become cards (item 7), a modal whose backdrop covers the viewport, the diagnostics'
 * headings below the page title and absolute URLs from 'URL kopieren' and 'Markdown' (item 12).
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, openAdminPage, signedInAdmin, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";
import { solidPng } from "./png.ts";
import { nextFrames } from "./public-helpers.ts";

const SCREENS = [
  "/admin",
  "/admin/pages",
  "/admin/team",
  "/admin/events",
  "/admin/blog",
  "/admin/ai-content",
  "/admin/assets",
  "/admin/translations",
  "/admin/translation-status",
  "/admin/users",
  "/admin/roles",
  "/admin/audit",
  "/admin/trash",
  "/admin/redirects",
  "/admin/diagnostics",
  "/admin/settings",
  "/admin/sessions",
];

let browser: Browser;
let admin: Account;

before(async () => {
  browser = await launch();
});
after(async () => browser?.close());

/** How far the page itself scrolls sideways (0 = not at all). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("signed out", () => {
  it("loads the admin area without a console error or failed request: signed out is a state, not an error", async () => {
    const { page, problems, context } = await openAdminPage(browser, []);
    await page.goto(`${BASE_URL}/admin`, { waitUntil: "networkidle" });
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByRole("heading", { level: 1, name: "Admin-Anmeldung" }).waitFor();
    await page.goto(`${BASE_URL}/admin/login`, { waitUntil: "networkidle" });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("answers wrong credentials with the yellow 'Admin-Benutzer erstellen' panel and no internal command", async () => {
    const { page, context } = await openAdminPage(browser, [{ path: "/api/auth/login", status: 401 }]);
    await signIn(page, { email: "niemand@example.com", password: "wrong-password-1" });
    const panel = page.getByRole("alert");
    await panel.getByText("Admin-Benutzer erstellen").waitFor();
    const text = await panel.innerText();
    assert.match(text, /E-Mail oder Passwort ist falsch/);
    assert.doesNotMatch(text, /npm|--|wrangler|Kommandozeile/);
    assert.equal(await page.getByText(/npm run/).count(), 0);
    await context.close();
  });
});

describe("signed in", () => {
  // (at 412 px, too: the tables turn into cards rather than scroll)
  let page: Page;
  let problems: string[];

  before(async () => {
    ({ page, problems, account: admin } = await signedInAdmin(browser, "Layout Admin", { clipboard: true }));
    // a few assets with long names fill the asset grid
    await page.goto(`${BASE_URL}/admin/assets`, { waitUntil: "networkidle" });
    await page.locator("input[type=file]").setInputFiles(
      [0, 1, 2, 3, 4].map((i) => ({
        name: `ein-recht-langer-dateiname-fuer-das-raster-${i}.png`,
        mimeType: "image/png",
        buffer: solidPng(40 + i, 30, [30 * i, 90, 150]),
      })),
    );
    await page.getByText("Bilder erfolgreich hochgeladen! (5)").waitFor();
  });

  // one load per screen, then the other widths by resizing (the admin layout is CSS only): three loads per screen
  // cost a minute. The width loaded first rotates, so each width is also checked on a freshly loaded third of them.
  it("shows every screen at 1024, 1366 and 412 px without scrolling the page sideways", async () => {
    const widths = [1024, 1366, 412];
    const wide: string[] = [];
    for (const [i, path] of SCREENS.entries()) {
      const order = [...widths.slice(i % 3), ...widths.slice(0, i % 3)];
      await page.setViewportSize({ width: order[0], height: 900 });
      await page.goto(BASE_URL + path, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      for (const width of order) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        const extra = await sideways(page);
        if (extra > 0) wide.push(`${path} at ${width} px: ${extra} px too wide`);
        // from 1,024 px up the tables fit too; on a phone they are cards
        const tables = await page.evaluate(() =>
          [...document.querySelectorAll(".adm-table-wrap")].map((t) => t.scrollWidth - t.clientWidth),
        );
        for (const t of tables) if (t > 0) wide.push(`${path} at ${width} px: a table scrolls ${t} px sideways`);
      }
    }
    assert.deepEqual(wide, []);
  });

  it("turns tables into cards on a phone, each cell naming its column", async () => {
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(`${BASE_URL}/admin/users`, { waitUntil: "networkidle" });
    const cell = page.locator('td[data-label="E-Mail"]', { hasText: admin.email });
    assert.equal(await cell.evaluate((td) => getComputedStyle(td, "::before").content), '"E-Mail"');
    assert.equal(await page.locator(".adm-table thead").evaluate((t) => t.getBoundingClientRect().height <= 1), true);
    const box = await page.locator(".adm-table tr").nth(1).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 412, `row card inside the screen: ${JSON.stringify(box)}`);
  });

  it("covers the whole viewport with a modal's backdrop, the page still not wider than the screen", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${BASE_URL}/admin/blog`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neuer Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuer Blog-Post" });
    await dialog.waitFor();
    assert.equal(await sideways(page), 0);
    const backdrop = await dialog.evaluate((d) => {
      const style = getComputedStyle(d, "::backdrop");
      return { position: style.position, inset: [style.top, style.left, style.right, style.bottom] };
    });
    assert.deepEqual(backdrop, { position: "fixed", inset: ["0px", "0px", "0px", "0px"] });
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 1366);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
  });

  it("keeps the diagnostics' headings below the page title and describes the checks in German", async () => {
    await page.goto(`${BASE_URL}/admin/diagnostics`, { waitUntil: "networkidle" });
    await page.getByText("Alle Verbindungen funktionieren").waitFor();
    const size = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    const title = await size("h1");
    const errors = await page
      .getByRole("heading", { name: "Fehlerberichte der letzten 7 Tage" })
      .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    assert.ok(errors < title, `section heading ${errors}px, page title ${title}px`);
    const text = await page.locator("main").innerText();
    assert.doesNotMatch(text, /probe key|KV put|R2 head|SELECT/);
    assert.match(text, /Berliner Zeit/);
  });

  it("copies absolute addresses with 'URL kopieren' and 'Markdown'", async () => {
    await page.goto(`${BASE_URL}/admin/assets`, { waitUntil: "networkidle" });
    const name = "ein-recht-langer-dateiname-fuer-das-raster-0.png";
    await page.getByRole("button", { name: `URL von ${name} kopieren` }).click();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/media\/ein-recht-langer-dateiname-fuer-das-raster-0-[0-9a-f]{16}\.png$/);
    await page.getByRole("button", { name: `Markdown für ${name} kopieren` }).click();
    await page.waitForFunction((u) => navigator.clipboard.readText().then((t) => t !== u), url);
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(markdown.startsWith("![") && markdown.endsWith(`](${url})`), markdown);
  });

  it("logged no console error on the way", () => assert.deepEqual(problems, []));
});

/**
 * @file First-party analytics end to end: with consent, three pages and a CTA click reach /admin/analytics and the
 * CSV with exactly those numbers (after the cron), with the contact form started and sent; without consent, and after
 * withdrawing it, nothing is sent.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";
import { nextFrames } from "./public-helpers.ts";

let browser: Browser;
let admin: Account;
const SHOTS = process.env.E2E_SCREENSHOTS;
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

before(async () => {
  browser = await launch();
  admin = await createAccount("admin", "Ana Lytics");
});
after(async () => browser?.close());

/** Every request the page makes to the analytics endpoints or for the tracker's code. */
function watchAnalytics(page: Page) {
  const sent: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/analytics") || /\/tracker-[\w-]+\.js$/.test(url.pathname)) sent.push(`${r.method()} ${url.pathname}`);
  });
  return sent;
}

/**
 * Runs every timer the page has due within the next 5 s (the page view 100 ms after a route change, the tracker's
 * retries after 1 s and 2 s), then sends a request of the test's own and waits until the page has issued it: a
 * request the page made before it has been seen by then.
 */
async function settled(page: Page) {
  await page.clock.runFor(5_000);
  const sentinel = page.waitForRequest((r) => r.url().endsWith("/robots.txt?sentinel"));
  await page.evaluate(() => fetch("/robots.txt?sentinel").then((r) => r.status));
  await sentinel;
}

const runCron = async (cron: string, at: Date) => {
  const res = await fetch(`${BASE_URL}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${at.getTime()}`);
  assert.equal(res.status, 200, await res.text());
};

async function tile(page: Page, label: string) {
  const item = page
    .getByRole("list", { name: "Kennzahlen" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await item.locator(".adm-tile__value").innerText()).trim();
}

describe("first-party analytics", () => {
  it("counts three pages, a CTA click and a sent contact form after consent, and shows exactly those on /admin/analytics and in the CSV", async () => {
    // headless Chromium names itself in its user agent and would be dropped as a bot (see the bots card)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    const sent = watchAnalytics(page);
    await goto(page, "/");
    assert.equal(sent.length, 0, "nothing before a choice");
    const firstView = page.waitForResponse((r) => r.url().endsWith("/api/analytics") && r.status() === 204);
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await firstView;
    // page 2 through a call to action of the hero (client-side navigation)
    const cta = page.locator('main [data-cta-position="hero"]').first();
    const ctaText = (await cta.getAttribute("data-cta")) ?? "";
    const ctaHref = (await cta.getAttribute("href")) ?? "";
    const secondView = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/analytics") &&
        r.request().postData()?.includes('"page_view"') === true &&
        r.request().postData()?.includes(ctaHref) === true,
    );
    const homeTitle = await page.title();
    await cta.click();
    await page.waitForURL((url) => url.pathname === ctaHref);
    // the page view after a client-side navigation carries the new page's title, not the previous one
    const second = JSON.parse((await secondView).request().postData() ?? "{}") as { page_title?: string };
    assert.notEqual(second.page_title, homeTitle);
    assert.equal(second.page_title, await page.title());
    // page 3 by a full load (the session stays: session storage): the contact form, started and sent
    const thirdView = page.waitForResponse(
      (r) => r.url().endsWith("/api/analytics") && r.request().postData()?.includes('"/kontakt"') === true,
    );
    await goto(page, "/kontakt");
    await thirdView;
    const shownAt = Date.now();
    const formStart = page.waitForResponse((r) => r.request().postData()?.includes('"form_start"') === true);
    await page.getByLabel("Name").fill("Erika Mustermann");
    await formStart;
    await page.getByLabel("E-Mail").first().fill("erika@example.com");
    await page.getByLabel("Betreff").fill("Analytics-Test");
    await page.getByLabel("Nachricht").fill("Bitte melden Sie sich wegen eines Datenprojekts.");
    await page.locator("input[name=acceptTerms]").check();
    // the form refuses to count messages sent faster than 3 s after it appeared (a bot trap)
    await page.waitForTimeout(Math.max(0, 3300 - (Date.now() - shownAt)));
    const formSubmit = page.waitForResponse((r) => r.request().postData()?.includes('"form_submit"') === true);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await formSubmit;
    // the session was opened when the tracker started, before the first page view
    const posts = sent.filter((s) => s.startsWith("POST"));
    assert.equal(posts.filter((s) => s === "POST /api/analytics-session").length >= 1, true, sent.join("\n"));
    await context.close();

    // the session closes 30 minutes later; the daily job rolls finished days (today is read live)
    await runCron("*/5 * * * *", new Date(Date.now() + 31 * 60_000));
    await runCron("15 3 * * *", new Date());

    const staff = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await signIn(staff.page, admin);
    await staff.page.waitForURL((url) => url.pathname === "/admin");
    await staff.page.goto(`${BASE_URL}/admin/analytics`);
    await staff.page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor();
    await staff.page.getByRole("list", { name: "Kennzahlen" }).waitFor();
    assert.equal(await tile(staff.page, "Seitenaufrufe"), "3");
    assert.equal(await tile(staff.page, "Sitzungen"), "1");
    assert.equal(await tile(staff.page, "CTA-Klicks"), "1");
    assert.equal(await tile(staff.page, "Absprungrate"), "0,00 %");
    assert.equal(await tile(staff.page, "Formular-Konversion"), "100 %");
    assert.equal(await tile(staff.page, "Sitzungen mit Nachricht"), "100,0 %");
    // the funnel: sessions per step, each with its conversion from the previous step and from all sessions
    const funnel = (await staff.page.getByRole("list", { name: /^Trichter/ }).innerText()).replace(/\s+/g, " ");
    for (const step of [
      "Sitzungen 1 Ausgangsbasis · 100,0 % der Sitzungen",
      "mit CTA-Klick 1 100,0 % vom vorherigen Schritt · 100,0 % der Sitzungen",
      "und Formular begonnen 1 100,0 % vom vorherigen Schritt",
      "und Formular gesendet 1 100,0 % vom vorherigen Schritt",
    ]) {
      assert.ok(funnel.includes(step), `${step} in ${funnel}`);
    }
    const funnelCard = await staff.page.getByRole("region", { name: "Trichter" }).innerText();
    assert.match(funnelCard.replace(/\s+/g, " "), /Gespeicherte Nachrichten im Zeitraum \(alle Besucher, auch ohne Einwilligung\): 1/);
    const topCtas = staff.page.getByRole("region", { name: "Die 10 meistgeklickten Calls to Action" });
    assert.match(await topCtas.innerText(), new RegExp(ctaText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    for (const [width, name] of [
      [1366, "desktop"],
      [412, "phone"],
    ] as const) {
      await staff.page.setViewportSize({ width, height: 900 });
      await nextFrames(staff.page);
      const sideways = await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(sideways <= 0, `no sideways scrolling at ${width} px (${sideways} px too wide)`);
      if (SHOTS) await staff.page.screenshot({ path: `${SHOTS}/analytics-${name}.png`, fullPage: true });
    }

    const csv = await staff.page.request.get(`${BASE_URL}/api/admin/analytics/export.csv?days=30`);
    assert.equal(csv.status(), 200);
    assert.equal(csv.headers()["content-disposition"], 'attachment; filename="analytics-30-days.csv"');
    const body = await csv.body();
    assert.deepEqual([...body.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = body.subarray(3).toString("utf8").split("\r\n");
    for (const line of [
      "totals,page_views,3,0",
      "totals,sessions,1,0",
      "totals,cta_clicks,1,0",
      "totals,cta_converted,1,0",
      "totals,form_starts,1,0",
      "totals,form_submits,1,0",
      "totals,form_conversion,100,",
      "totals,bounce_rate,0,",
      "funnel,messages_stored,1,",
      "funnel_sessions,form_submit,1,",
      "funnel_from_previous_percent,cta_click,100,",
      "totals,message_rate,100,",
    ]) {
      assert.ok(lines.includes(line), `${line} in\n${lines.slice(0, 20).join("\n")}`);
    }
    assert.ok(
      lines.some((l) => l.startsWith("top_ctas,") && l.endsWith(",1,")),
      "the CTA in the CSV",
    );
    await staff.context.close();
  });

  it("sends nothing when consent is rejected, and stops at once when it is withdrawn", async () => {
    const { page, context } = await openPage(browser);
    // the page's timers run on a clock the test moves on: "nothing sent" is checked after every timer due has run
    await page.clock.install();
    const sent = watchAnalytics(page);
    await goto(page, "/");
    await page.getByRole("button", { name: "Alle ablehnen" }).click();
    const cta = page.locator('main [data-cta-position="hero"]').first();
    const ctaHref = (await cta.getAttribute("href")) ?? "";
    await cta.click();
    await page.waitForURL((url) => url.pathname === ctaHref);
    await settled(page);
    await goto(page, "/team");
    await settled(page);
    assert.equal(sent.length, 0, `no analytics request and no tracker code after rejecting: ${sent.join(", ")}`);

    // accept, then withdraw through the footer's cookie settings: nothing after the withdrawal
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    const pageView = page.waitForResponse(
      (r) => r.url().endsWith("/api/analytics") && r.request().postData()?.includes('"page_view"') === true,
    );
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await pageView;
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await page.getByRole("button", { name: "Alle ablehnen" }).click();
    const before = sent.length;
    // a client-side navigation (the header's home link), then a full page load
    await page
      .getByRole("banner")
      .getByRole("link", { name: /zur Startseite$/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator('main [data-cta-position="hero"]').first().waitFor();
    await settled(page);
    assert.equal(sent.length, before, `nothing after withdrawal (client-side navigation): ${sent.slice(before).join(", ")}`);
    await goto(page, "/leistungen");
    await settled(page);
    assert.equal(sent.length, before, `nothing after withdrawal (page load): ${sent.slice(before).join(", ")}`);
    assert.equal(await page.evaluate(() => sessionStorage.getItem("analytics_session_id")), null);
    await context.close();
  });
});

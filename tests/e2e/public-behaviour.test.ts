/**
 * @file Behaviour of the public site in the browser: language switch, cookie consent, navigation (scroll shadow,
 * mobile menu), logo carousel, testimonial slider, industries accordion, project filter, team split, contact form.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launch } from "./browser.ts";
import { hydrated, nextFrames, openCheckedPage } from "./public-helpers.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

async function open(path: string, options: { viewport?: { width: number; height: number }; consent?: boolean } = {}) {
  const checked = await openCheckedPage(browser, options.viewport);
  if (options.consent !== false) await checked.context.addInitScript(storeRejection);
  await checked.page.goto(BASE_URL + path, { waitUntil: "networkidle" });
  await hydrated(checked.page);
  return checked;
}

/** A stored "Reject All" for the current version of the consent texts (web/consent/consent.ts CONSENT_VERSION). */
function storeRejection() {
  localStorage.setItem("cookieConsent", "rejected");
  localStorage.setItem("cookieConsentVersion", "2");
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe("language switch", () => {
  it("keeps the visitor on the matching page and stores the choice", async () => {
    const { context, page, problems } = await open("/leistungen/data-analytics");
    await page.locator(".top-bar__lang").click();
    await page.waitForURL(`${BASE_URL}/en/services/data-analytics`);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.equal(await page.locator("h1").textContent(), "Data Analytics");
    assert.equal(await storage(page, "language"), "en");
    // the English page is a new document: its switch stores the choice once it is hydrated (a loaded machine clicked before)
    await hydrated(page);
    await page.locator(".top-bar__lang").click();
    await page.waitForURL(`${BASE_URL}/leistungen/data-analytics`);
    assert.equal(await storage(page, "language"), "de");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("goes from / to /en and from /en/about to /ueber-uns", async () => {
    const { context, page } = await open("/");
    await page.locator(".top-bar__lang").click();
    await page.waitForURL(`${BASE_URL}/en`);
    assert.equal(await page.locator("h1").textContent(), "Innovative. Digital. Future-Oriented.");
    await page.goto(`${BASE_URL}/en/about`, { waitUntil: "networkidle" });
    await hydrated(page);
    await page.locator(".top-bar__lang").click();
    await page.waitForURL(`${BASE_URL}/ueber-uns`);
    await context.close();
  });
});

describe("cookie consent", () => {
  const banner = (page: Page) => page.locator(".cookie-banner");

  it("Accept All stores accepted with analytics and functional on, and the banner stays hidden", async () => {
    const { context, page } = await open("/", { consent: false });
    await banner(page).waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    assert.equal(await banner(page).count(), 0);
    assert.equal(await storage(page, "cookieConsent"), "accepted");
    assert.equal(await storage(page, "analyticsEnabled"), "true");
    assert.equal(await storage(page, "functionalEnabled"), "true");
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    assert.equal(await banner(page).count(), 0);
    await context.close();
  });

  it("is part of the server's HTML, and never shows to a visitor who has chosen", async () => {
    const html = await (await fetch(`${BASE_URL}/kontakt`)).text();
    assert.match(html, /<section class="cookie-banner"[^>]*>.*Wir respektieren Ihre Privatsphäre/s);
    const { context, page, problems } = await open("/kontakt");
    // (open() stores a choice before the page loads) hidden before any script of the app ran, then removed
    await context.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        const element = document.querySelector(".cookie-banner");
        (window as unknown as { bannerAtParse: string }).bannerAtParse = element ? getComputedStyle(element).display : "absent";
      }),
    );
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    assert.equal(await page.evaluate(() => (window as unknown as { bannerAtParse: string }).bannerAtParse), "none");
    assert.equal(await banner(page).count(), 0);
    // the footer still opens it
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    assert.ok(await banner(page).isVisible());
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("Reject All stores rejected with both flags off", async () => {
    const { context, page } = await open("/en", { consent: false });
    await page.getByRole("button", { name: "Reject All" }).click();
    assert.equal(await banner(page).count(), 0);
    assert.equal(await storage(page, "cookieConsent"), "rejected");
    assert.equal(await storage(page, "analyticsEnabled"), "false");
    assert.equal(await storage(page, "functionalEnabled"), "false");
    await context.close();
  });

  it("opens the settings of a fresh visit with both optional boxes unticked; saving them sends no analytics at all", async () => {
    const { context, page } = await open("/", { consent: false });
    const analytics: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/analytics|googletagmanager/.test(r.url())) analytics.push(r.url());
    });
    await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
    assert.equal(await page.getByRole("checkbox", { name: /Analyse-Cookies/ }).isChecked(), false);
    assert.equal(await page.getByRole("checkbox", { name: /Funktionale Cookies/ }).isChecked(), false);
    await page.getByRole("button", { name: "Auswahl speichern" }).click();
    assert.equal(await banner(page).count(), 0);
    assert.equal(await storage(page, "analyticsEnabled"), "false");
    assert.equal(await storage(page, "functionalEnabled"), "false");
    assert.equal(await storage(page, "cookieConsentVersion"), "2");
    // a click on a call to action and a page change: still nothing goes out
    await page.locator(`main [data-cta-position="hero"]`).first().click();
    await page.waitForLoadState("networkidle");
    await page.goto(`${BASE_URL}/leistungen`, { waitUntil: "networkidle" });
    await hydrated(page);
    assert.deepEqual(analytics, []);
    await context.close();
  });

  it("asks again when the stored choice was given for an older version of the texts", async () => {
    const { context, page } = await open("/", { consent: false });
    await page.evaluate(() => {
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("analyticsEnabled", "true");
      localStorage.setItem("cookieConsentVersion", "1");
    });
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await banner(page).waitFor({ state: "visible" });
    await context.close();
  });

  it("Save Selection stores exactly the selected categories", async () => {
    const { context, page } = await open("/", { consent: false });
    await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
    const essential = page.locator(".consent-option input").first();
    assert.ok(await essential.isChecked());
    assert.ok(await essential.isDisabled());
    await page.getByRole("checkbox", { name: /Funktionale Cookies/ }).check();
    await page.getByRole("button", { name: "Auswahl speichern" }).click();
    assert.equal(await banner(page).count(), 0);
    assert.equal(await storage(page, "cookieConsent"), "accepted");
    assert.equal(await storage(page, "analyticsEnabled"), "false");
    assert.equal(await storage(page, "functionalEnabled"), "true");
    // the footer reopens the settings with the stored choice
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    assert.equal(await page.getByRole("checkbox", { name: /Analyse-Cookies/ }).isChecked(), false);
    await context.close();
  });
});

describe("navigation", () => {
  it("gets a shadow after more than 20 px of scrolling", async () => {
    const { context, page } = await open("/");
    const header = page.locator(".site-header");
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    await page.evaluate(() => window.scrollTo(0, 15));
    await nextFrames(page);
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "true");
    await context.close();
  });

  it("mobile menu: opens with scroll lock, one submenu at a time, closes on navigation", async () => {
    const { context, page, problems } = await open("/", { viewport: { width: 390, height: 800 } });
    const toggle = page.locator(".nav__toggle");
    assert.equal(await page.locator("#main-menu").isVisible(), false);
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.ok(await page.locator("#main-menu").isVisible());
    assert.equal(await page.evaluate(() => document.body.style.overflow), "hidden");
    const about = page.getByRole("button", { name: "Untermenü Über uns" });
    const services = page.getByRole("button", { name: "Untermenü Leistungen" });
    await about.click();
    assert.equal(await about.getAttribute("aria-expanded"), "true");
    assert.ok(await page.locator("#submenu-about").isVisible());
    await services.click();
    assert.equal(await services.getAttribute("aria-expanded"), "true");
    assert.equal(await about.getAttribute("aria-expanded"), "false");
    assert.equal(await page.locator("#submenu-about").isVisible(), false);
    await page.locator("#submenu-services").getByRole("link", { name: "Projektmanagement" }).click();
    await page.waitForURL(`${BASE_URL}/leistungen/projektmanagement`);
    assert.equal(await page.locator("#main-menu").isVisible(), false);
    assert.equal(await page.evaluate(() => document.body.style.overflow), "");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("breadcrumbs show translated segments, and the page scrolls to the top on navigation", async () => {
    const { context, page } = await open("/en/services/project-management");
    assert.deepEqual(await page.locator(".breadcrumbs li").allTextContents(), ["Home", "Services", "Project Management"]);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.locator(".breadcrumbs a", { hasText: "Services" }).click();
    await page.waitForURL(`${BASE_URL}/en/services`);
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await page.locator(".breadcrumbs").count(), 1);
    await page.locator(".breadcrumbs a", { hasText: "Home" }).click();
    await page.waitForURL(`${BASE_URL}/en`);
    assert.equal(await page.locator(".breadcrumbs").count(), 0, "no breadcrumbs on home");
    await context.close();
  });
});

describe("home page widgets", () => {
  const activeSlide = (page: Page) => page.locator(".carousel__slide[data-active='true'] img").first().getAttribute("alt");

  it("client carousel: 5 logos per slide on desktop, wraps both ways, dots jump", async () => {
    const { context, page } = await open("/");
    const dots = page.locator(".carousel .dot");
    assert.equal(await dots.count(), 3); // 11 logos, 5 per slide
    assert.equal(await page.locator(".carousel__slide[data-active='true'] li").count(), 5);
    const first = await activeSlide(page);
    await page.getByRole("button", { name: "Vorherige Logos" }).click();
    assert.equal(await dots.nth(2).getAttribute("aria-current"), "true", "previous from the first wraps to the last");
    await page.getByRole("button", { name: "Nächste Logos" }).click();
    assert.equal(await activeSlide(page), first, "next from the last wraps to the first");
    await dots.nth(1).click();
    assert.equal(await dots.nth(1).getAttribute("aria-current"), "true");
    await context.close();
  });

  it("client carousel: 2 per slide on a phone; a drag over 50 px changes the slide, a short one does not", async () => {
    const { context, page } = await open("/", { viewport: { width: 390, height: 800 } });
    const dots = page.locator(".carousel .dot");
    assert.equal(await dots.count(), 6);
    const viewport = page.locator(".carousel__viewport");
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(box.x + 300, box.x + 270); // 30 px: stays
    assert.equal(await dots.nth(0).getAttribute("aria-current"), "true");
    await drag(box.x + 300, box.x + 200); // 100 px to the left: next
    assert.equal(await dots.nth(1).getAttribute("aria-current"), "true");
    await drag(box.x + 100, box.x + 250); // to the right: previous
    assert.equal(await dots.nth(0).getAttribute("aria-current"), "true");
    await context.close();
  });

  it("testimonial slider wraps at both ends and the dots select a quote", async () => {
    const { context, page } = await open("/en");
    const visible = () => page.locator(".testimonial[data-active='true'] strong").textContent();
    const dots = page.locator(".slider .dot");
    const count = await dots.count();
    assert.equal(count, 6);
    const first = await visible();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    assert.equal(await dots.nth(count - 1).getAttribute("aria-current"), "true");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    assert.equal(await visible(), first);
    await dots.nth(3).click();
    assert.equal(await dots.nth(3).getAttribute("aria-current"), "true");
    assert.equal(await page.locator(".testimonial:not([hidden])").count(), 1);
    await context.close();
  });

  it("industries accordion: one item open at a time, clicking the open one closes it", async () => {
    const { context, page } = await open("/");
    const buttons = page.locator(".accordion__button");
    assert.equal(await buttons.count(), 4);
    const expanded = async () =>
      (await buttons.evaluateAll((els) => els.map((el) => el.getAttribute("aria-expanded")))).filter((v) => v === "true").length;
    assert.equal(await expanded(), 1);
    await buttons.nth(2).click();
    assert.equal(await expanded(), 1);
    assert.equal(await buttons.nth(2).getAttribute("aria-expanded"), "true");
    await buttons.nth(2).click();
    assert.equal(await expanded(), 0);
    await context.close();
  });

  it("experts preview shows 5 members from the database plus the network card, 'In Project' where unavailable", async () => {
    const { context, page } = await open("/");
    const cards = page.locator("#experts .team-card");
    assert.equal(await cards.count(), 5);
    assert.equal(await page.locator("#experts .network-card").count(), 1);
    assert.equal(await page.locator("#experts .team-card", { hasText: "Daniel Vogt" }).locator(".badge").textContent(), "Im Projekt");
    await context.close();
  });
});

describe("projects and team pages", () => {
  it("project filter starts on All Projects and shows only the chosen category", async () => {
    const { context, page } = await open("/en/projects");
    const cards = page.locator(".project-card");
    assert.equal(await cards.count(), 9);
    assert.equal(await page.getByRole("button", { name: "All Projects" }).getAttribute("aria-pressed"), "true");
    await page.getByRole("button", { name: "Project Management" }).click();
    const count = await cards.count();
    assert.ok(count > 0 && count < 9);
    for (const eyebrow of await page.locator(".project-card .eyebrow").allTextContents()) assert.match(eyebrow, /Project Management/);
    await page.getByRole("button", { name: "All Projects" }).click();
    assert.equal(await cards.count(), 9);
    await context.close();
  });

  it("a service page's projects link preselects its category", async () => {
    const { context, page } = await open("/leistungen/projektmanagement");
    await page.locator(".cta-band a[href='/projekte#projektmanagement']").click();
    await page.waitForURL(`${BASE_URL}/projekte#projektmanagement`);
    await page.waitForFunction(() => document.querySelector(".filter__button--active")?.textContent === "Projektmanagement");
    await context.close();
  });

  it("every service page's 'Referenzprojekte' link lands on the project list, scrolled into view", async () => {
    for (const [service, anchor, active] of [
      ["/leistungen/business-analyse", "business-analyse", "Alle Projekte"],
      ["/leistungen/data-analytics", "data-analytics", "Data & Analytics"],
      ["/en/services/software-development", "software-development", "Software Development"],
    ] as const) {
      const { context, page } = await open(service);
      const projects = service.startsWith("/en") ? "/en/projects" : "/projekte";
      await page.locator(`.cta-band a[href='${projects}#${anchor}']`).click();
      await page.waitForURL(`${BASE_URL}${projects}#${anchor}`);
      await page.waitForFunction((label) => document.querySelector(".filter__button--active")?.textContent === label, active);
      await page.waitForFunction(() => {
        const filter = document.querySelector(".filter")!.getBoundingClientRect();
        return filter.top >= 0 && filter.top < window.innerHeight / 2;
      });
      await context.close();
    }
  });

  it("team page splits management (with bio) from experts and links to the career page", async () => {
    const { context, page } = await open("/en/team");
    const management = page.locator("#management .team-card");
    assert.equal(await management.count(), 2);
    assert.match((await management.first().locator(".team-card__bio").textContent()) ?? "", /founded the company/);
    assert.equal(await page.locator("#experts .team-card").count(), 3);
    assert.equal(await page.locator("#management a[href='/en/career']").count(), 1);
    assert.equal(await page.locator("#experts .badge", { hasText: "In Project" }).count(), 1);
    await context.close();
  });
});

describe("contact form", () => {
  const fill = async (page: Page) => {
    await page.getByLabel("Name").fill("Erika Muster");
    await page.getByLabel("E-Mail").first().fill("erika@example.com");
    await page.getByLabel("Betreff").fill("Anfrage");
    await page.getByLabel("Nachricht", { exact: false }).fill("Bitte rufen Sie mich an.");
  };

  it("without the privacy checkbox an alert shows and nothing is sent", async () => {
    const { context, page } = await open("/kontakt");
    let requests = 0;
    await page.route("**/api/contact", (route) => {
      requests++;
      return route.fulfill({ status: 201, contentType: "application/json", body: '{"success":true}' });
    });
    await fill(page);
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", async (d) => {
        resolve(d.message());
        await d.dismiss();
      }),
    );
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    assert.equal(await dialog, "Bitte stimmen Sie der Datenschutzerklärung zu.");
    assert.equal(requests, 0);
    await context.close();
  });

  it("sends the fields (without the checkbox), shows success, and a new message clears the form", async () => {
    const { context, page } = await open("/kontakt");
    let body: Record<string, unknown> = {};
    // the answer is held until the test has seen the sending state
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON();
      await answered;
      return route.fulfill({ status: 201, contentType: "application/json", body: '{"success":true}' });
    });
    await fill(page);
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    const sending = page.getByRole("button", { name: "Wird gesendet …" });
    assert.ok(await sending.isDisabled());
    answer();
    await page.getByText("Nachricht erfolgreich gesendet!").waitFor();
    const { elapsed_ms, ...fields } = body;
    assert.deepEqual(fields, {
      name: "Erika Muster",
      email: "erika@example.com",
      subject: "Anfrage",
      message: "Bitte rufen Sie mich an.",
      website: "",
      language: "de",
    });
    assert.equal(typeof elapsed_ms, "number");
    await page.getByRole("button", { name: "Neue Nachricht schreiben" }).click();
    assert.equal(await page.getByLabel("Name").inputValue(), "");
    assert.equal(await page.locator("input[name=acceptTerms]").isChecked(), false);
    await context.close();
  });

  it("shows the server's error text, or the catalogue text for an unreadable failure, and keeps the form", async () => {
    const { context, page } = await open("/kontakt");
    const answers = [
      { status: 400, contentType: "application/json", body: '{"error":"Bitte eine gültige E-Mail-Adresse angeben"}' },
      { status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" },
    ];
    await page.route("**/api/contact", (route) => route.fulfill(answers.shift()!));
    await fill(page);
    await page.locator("input[name=acceptTerms]").check();
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page.getByRole("alert").getByText("Bitte eine gültige E-Mail-Adresse angeben").waitFor();
    assert.equal(await page.getByLabel("Name").inputValue(), "Erika Muster");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await page.getByRole("alert").getByText("Server-Fehler. Bitte versuchen Sie es später erneut.").waitFor();
    await context.close();
  });
});

describe("client start", () => {
  it("paints a public page before its client code and brand font are requested, then hydrates it in Inter", async () => {
    const { context, page, problems } = await openCheckedPage(browser);
    await page.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const started = (pattern: RegExp) => performance.getEntriesByType("resource").find((r) => pattern.test(r.name))?.startTime;
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        entry: started(/\/assets\/client-[\w-]+\.js$/),
        font: started(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      };
    });
    const { firstPaint, entry, font } = timing;
    assert.ok(firstPaint !== undefined && entry !== undefined && font !== undefined, JSON.stringify(timing));
    assert.ok(entry >= firstPaint && font >= firstPaint, JSON.stringify(timing));
    assert.equal(await page.locator('link[rel="stylesheet"]').count(), 0, "the stylesheet is inline");
    // the font switches on part by part, then on the whole document
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-fonts"));
    const fonts = await page.evaluate(() =>
      [document.body, ...document.querySelectorAll("header, main > *, footer, main p, main h2, footer a")].map(
        (el) => getComputedStyle(el).fontFamily,
      ),
    );
    assert.ok(fonts.length > 10 && fonts.every((family) => /^Inter, /.test(family)), JSON.stringify(fonts));
    assert.ok(await page.evaluate(() => document.fonts.check('16px "Inter"')));
    assert.deepEqual(problems, []);
    await context.close();
  });
});

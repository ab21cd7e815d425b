/** @file Content management end to end: staff change team, events, the home page, settings, translations and assets in the admin area, and the public site shows it. */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";
import { solidPng } from "./png.ts";

let browser: Browser;
let admin: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  const account = await createAccount("admin", "Content Admin");
  ({ page: admin, problems } = await openPage(browser));
  await admin.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signIn(admin, account);
  await admin.waitForURL(`${BASE_URL}/admin`);
});
after(async () => browser?.close());

const go = (path: string) => admin.goto(BASE_URL + path, { waitUntil: "networkidle" });
const publicText = async (path: string) => (await fetch(BASE_URL + path)).text();
const dialog = () => admin.getByRole("dialog");
/** A form control by its exact label; required fields carry a " *" after it. */
const exactLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);

describe("content management", () => {
  it("edits a team member; the public site shows the change", async () => {
    await go("/admin/team");
    await admin.getByRole("button", { name: "Andreas Berger bearbeiten" }).click();
    await dialog().getByLabel(exactLabel("Name")).fill("Andreas B. Berger");
    await dialog().getByLabel(exactLabel("Position")).fill("Gründer und Geschäftsführer");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    await admin.getByText("Andreas B. Berger").waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${BASE_URL}/team`, { waitUntil: "networkidle" });
    await visitor.getByText("Andreas B. Berger").first().waitFor();
    assert.ok(await visitor.getByText("Gründer und Geschäftsführer").first().isVisible());
    await visitor.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    assert.ok(await visitor.getByText("Andreas B. Berger").first().isVisible());
    await visitor.close();
  });

  it("refuses an invalid team member with field messages, and shows the cards' badges", async () => {
    await go("/admin/team");
    await admin.getByRole("button", { name: "Neues Team-Mitglied" }).click();
    await dialog().getByRole("button", { name: "Speichern" }).click();
    assert.ok(await dialog().getByText("Pflichtfeld").first().isVisible());
    await dialog().getByRole("button", { name: "Abbrechen" }).click();
    assert.ok((await admin.getByText("Aktiv", { exact: true }).count()) >= 1);
    assert.ok((await admin.getByText("Verfügbar", { exact: true }).count()) >= 1);
  });

  it("creates an event with the form; it is listed and served as upcoming", async () => {
    await go("/admin/events");
    await admin.getByRole("button", { name: "Neues Event" }).click();
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await dialog().getByLabel(exactLabel("Titel")).fill("E2E Dinner & Digital");
    await dialog().getByLabel("Titel (Englisch)").fill("E2E Dinner and Digital");
    await dialog().getByLabel("Datum").fill(soon);
    await dialog().getByLabel("Uhrzeit").fill("18:00 – 21:00");
    await dialog().getByLabel("Ort").fill("München");
    await dialog().getByLabel("Max. Teilnehmer").fill("0");
    await dialog().getByLabel(exactLabel("Beschreibung")).fill("Ein Abend.");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    assert.ok(await dialog().getByText("Mindestens 1 Teilnehmer").isVisible());
    await dialog().getByLabel("Max. Teilnehmer").fill("30");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    await admin.getByRole("cell", { name: /^E2E Dinner & Digital max/ }).waitFor();
    const events = (await (await fetch(`${BASE_URL}/api/events`)).json()) as { title: string }[];
    assert.ok(events.some((e) => e.title === "E2E Dinner & Digital"));
  });

  it("changes the home page's about section in the page editor", async () => {
    await go("/admin/pages");
    await admin.getByRole("button", { name: "IT- und Datenberatung aus Bayern bearbeiten" }).click();
    await dialog()
      .getByRole("tab", { name: /Sektionen/ })
      .click();
    await dialog().getByLabel("Inhalt (Markdown)").fill("Wir sind das E2E-Team aus Bayern.");
    await dialog().getByRole("tab", { name: "SEO" }).click();
    const seo = dialog().getByRole("tabpanel", { name: "SEO" });
    await seo.getByLabel("Meta-Beschreibung").fill("x".repeat(170));
    assert.ok(await dialog().getByText("170/160 Zeichen").isVisible());
    await dialog().getByRole("button", { name: "Speichern" }).click();
    assert.ok(await dialog().getByText("Höchstens 160 Zeichen").first().isVisible());
    await seo.getByLabel("Meta-Beschreibung").fill("IT- und Datenberatung aus Bayern.");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    const visitor = await browser.newPage();
    await visitor.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    assert.ok(await visitor.getByText("Wir sind das E2E-Team aus Bayern.").isVisible());
    assert.equal(await visitor.locator('meta[name="description"]').getAttribute("content"), "IT- und Datenberatung aus Bayern.");
    await visitor.close();
  });

  it("saves a setting with the success banner that hides after 3 seconds", async () => {
    await go("/admin/settings");
    await admin.getByLabel(exactLabel("Website-Name")).fill("E2E Consulting GmbH");
    await admin.getByLabel("Maximale Anzahl Events").fill("11");
    await admin.getByRole("button", { name: "Einstellungen speichern" }).click();
    assert.ok(await admin.getByText("Erlaubt sind Werte von 1 bis 10").isVisible());
    await admin.getByLabel("Maximale Anzahl Events").fill("2");
    await admin.getByLabel("Events auf der Startseite anzeigen").check();
    await admin.getByRole("button", { name: "Einstellungen speichern" }).click();
    const banner = admin.getByText("Einstellungen erfolgreich gespeichert");
    await banner.waitFor();
    // the banner stands for 3 s (SETTINGS_BANNER_MS); the bound is only reached when it never goes
    await banner.waitFor({ state: "detached", timeout: 30_000 });
    const settings = (await (await fetch(`${BASE_URL}/api/settings`)).json()) as { key: string; value: string }[];
    const map = Object.fromEntries(settings.map((s) => [s.key, s.value]));
    assert.deepEqual([map.site_name, map.max_events_homepage, map.show_events_on_homepage], ["E2E Consulting GmbH", "2", "true"]);
    // the public site: new name, and the event created above in both languages (events switched on, at most 2)
    const { page: visitor, problems: visitorProblems } = await openPage(browser);
    await visitor.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    assert.match(await visitor.title(), /^E2E Consulting GmbH/);
    await visitor.getByRole("heading", { name: "Kommende Events" }).waitFor();
    assert.ok(await visitor.getByText("E2E Dinner & Digital").isVisible());
    assert.equal(await visitor.locator(".event-card").count(), 2);
    // the section's code loads on demand: it hydrates without a mismatch, and comes back on a client navigation
    await visitor.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakt" }).first().click();
    await visitor.waitForURL(`${BASE_URL}/kontakt`);
    await visitor.goBack();
    await visitor.getByRole("heading", { name: "Kommende Events" }).waitFor();
    assert.deepEqual(visitorProblems, []);
    await visitor.goto(`${BASE_URL}/en`, { waitUntil: "networkidle" });
    assert.ok(await visitor.getByText("E2E Dinner and Digital").isVisible());
    await visitor.context().close();
  });

  it("edits a translation inline; the public site shows the new text on the next load", async () => {
    await go("/admin/translations");
    await admin.getByRole("searchbox").fill("footer.cookieSettings");
    await admin.getByRole("button", { name: "footer.cookieSettings bearbeiten" }).click();
    const form = admin.getByRole("form", { name: "footer.cookieSettings bearbeiten" });
    await form.getByLabel("Deutsch").fill("Cookie-Auswahl ändern");
    await form.getByRole("button", { name: "Speichern" }).click();
    await admin.getByRole("cell", { name: "Cookie-Auswahl ändern" }).waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${BASE_URL}/`, { waitUntil: "networkidle" });
    assert.ok(await visitor.getByRole("button", { name: "Cookie-Auswahl ändern" }).isVisible());
    await visitor.goto(`${BASE_URL}/en`, { waitUntil: "networkidle" });
    assert.ok(await visitor.getByRole("button", { name: "Cookie settings" }).isVisible());
    await visitor.close();
  });

  it("a second edit of the translation is undone from its history", async () => {
    await go("/admin/translations");
    await admin.getByRole("searchbox").fill("footer.cookieSettings");
    const open = () => admin.getByRole("button", { name: "footer.cookieSettings bearbeiten" }).click();
    const form = admin.getByRole("form", { name: "footer.cookieSettings bearbeiten" });
    await open();
    await form.getByLabel("Deutsch").fill("Cookies verwalten");
    await form.getByRole("button", { name: "Speichern" }).click();
    await admin.getByRole("cell", { name: "Cookies verwalten" }).waitFor();
    await open();
    await form.getByRole("button", { name: "Verlauf" }).click();
    const history = admin.getByRole("dialog", { name: "Verlauf" });
    await history.getByRole("region", { name: "Unterschiede" }).waitFor();
    // newest first: the earlier edit is the second entry
    await history
      .getByRole("listitem")
      .nth(1)
      .getByRole("button", { name: /wiederherstellen/ })
      .click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Wiederherstellen" }).click();
    await history.waitFor({ state: "detached" });
    await admin.getByRole("cell", { name: "Cookie-Auswahl ändern" }).waitFor();
  });

  it("publishes a custom page with sections; it is served at /slug and /en/slug and listed in the sitemap", async () => {
    await go("/admin/pages");
    await admin.getByRole("button", { name: "Neue Seite" }).click();
    await dialog().getByLabel(exactLabel("Titel")).fill("Über unsere Werte");
    assert.equal(await dialog().getByLabel(exactLabel("Slug")).inputValue(), "ueber-unsere-werte");
    await dialog().getByLabel("Veröffentlicht").check();
    await dialog()
      .getByRole("tab", { name: /Sektionen/ })
      .click();
    await dialog().getByRole("button", { name: "Sektion hinzufügen" }).click();
    await dialog().getByLabel(exactLabel("Titel")).last().fill("Unsere Werte");
    await dialog().getByLabel(exactLabel("Titel (Englisch)")).last().fill("Our values");
    await dialog().getByLabel("Inhalt (Markdown)").fill("Wir arbeiten **transparent**.");
    await dialog().getByLabel("Inhalt Englisch (Markdown)").fill("We work **transparently**.");
    await dialog()
      .getByRole("tab", { name: /Übersetzungen/ })
      .click();
    await dialog().getByRole("button", { name: "Übersetzung hinzufügen" }).click();
    await dialog().getByLabel(exactLabel("Titel")).last().fill("About our values");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    await admin.getByRole("cell", { name: /ueber-unsere-werte/ }).waitFor();
    const visitor = await browser.newPage();
    await visitor.goto(`${BASE_URL}/ueber-unsere-werte`, { waitUntil: "networkidle" });
    await visitor.getByRole("heading", { level: 1, name: "Unsere Werte" }).waitFor();
    assert.equal(await visitor.locator("strong", { hasText: "transparent" }).count(), 1);
    await visitor.goto(`${BASE_URL}/en/ueber-unsere-werte`, { waitUntil: "networkidle" });
    await visitor.getByRole("heading", { level: 1, name: "Our values" }).waitFor();
    assert.match(await visitor.title(), /About our values/);
    await visitor.close();
    assert.match(await publicText("/sitemap.xml"), /\/en\/ueber-unsere-werte<\/loc>/);
  });

  it("uploads images (a refused file gets its own message), finds one in the library and uses its URL", async () => {
    await go("/admin/assets");
    await admin.locator("input[type=file]").setInputFiles([
      { name: "e2e-blau.png", mimeType: "image/png", buffer: solidPng(40, 20, [20, 60, 200]) },
      { name: "kein-bild.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") },
    ]);
    await admin.getByText("Bilder erfolgreich hochgeladen! (1)").waitFor();
    assert.ok(await admin.getByText('Die Datei "kein-bild.png" ist kein Bild.').isVisible());
    await admin.getByRole("searchbox").fill("e2e-blau");
    await admin.getByRole("button", { name: "URL von e2e-blau.png kopieren" }).waitFor();
    await admin.getByRole("button", { name: "Liste" }).click();
    assert.ok(await admin.getByRole("cell", { name: /image\/png/ }).isVisible());
    await admin.getByRole("button", { name: "Raster" }).click();
    await admin.getByRole("button", { name: "URL von e2e-blau.png kopieren" }).click();
    const url = await admin.evaluate(() => navigator.clipboard.readText());
    assert.match(url, /\/media\/e2e-blau-[0-9a-f]{16}\.png$/);
    const media = await fetch(url);
    assert.equal(media.status, 200);
    assert.equal(media.headers.get("content-type"), "image/png");
    assert.equal(media.headers.get("x-content-type-options"), "nosniff");
    // the URL works as an image on a page
    const size = await admin.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, url);
    assert.deepEqual(size, [40, 20]);
    await admin.getByRole("button", { name: "e2e-blau.png bearbeiten" }).click();
    await dialog().getByLabel("Tags", { exact: true }).fill("e2e, blau");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    await admin.getByText("blau", { exact: true }).waitFor();
  });

  it("had no console errors in the admin screens", () => {
    assert.deepEqual(
      problems.filter((p) => !p.includes("status of 4")),
      [],
    );
  });
});

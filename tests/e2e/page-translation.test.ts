/**
 * @file Bilingual editing of pages in the browser (issue 31): an editor publishes a page in both languages with an
 * English address, changes a section's German text and sees "EN veraltet" for exactly that field, translates it with
 * the template provider (a proposal taken over only on "Übernehmen"), saves, and finds the English page at its
 * English slug with the German address as its hreflang pair. With TRANSLATION_SHOTS=<dir> it saves screenshots of the
 * content tab with the English address, the section's panel, the search previews and the filtered list at 1,366 and
 * 412 px.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";
import { confirmTemplateText, englishPanel as panel, shootElement, fieldState as state } from "./translation-helpers.ts";

const TITLE = "Beratung vor Ort";
let browser: Browser;
let page: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  ({ page, problems } = await signedInAdmin(browser, "Paula Seitenpflege"));
});
after(async () => browser?.close());

const editor = () => page.getByRole("dialog").filter({ has: page.locator("#page-form") });
const section = (dialog: Locator) => dialog.locator("fieldset.cms-section").first();
const tab = (dialog: Locator, name: RegExp) => dialog.getByRole("tab", { name }).click();

const shoot = (name: string, target: Locator) => shootElement(page, name, target);

describe("translating a page in its editor", () => {
  it("publishes a page in both languages with an English address", async () => {
    await page.goto(`${BASE_URL}/admin/pages`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neue Seite" }).click();
    const d = editor();
    await d.getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
    await d.getByRole("textbox", { name: "Englische Adresse" }).fill("on-site-consulting");
    await d.getByRole("checkbox", { name: "Veröffentlicht" }).check();
    await shoot("translation-page-address", d.getByRole("tabpanel"));

    await tab(d, /^Sektionen/);
    await d.getByRole("button", { name: "Sektion hinzufügen" }).click();
    const s = section(d);
    await s.getByRole("textbox", { name: "Titel", exact: true }).fill("Vor Ort");
    await s.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill("On site");
    await s.getByRole("textbox", { name: "Inhalt (Markdown)", exact: true }).fill("Wir kommen zu Ihnen.");
    await s.getByRole("textbox", { name: "Inhalt Englisch (Markdown)", exact: true }).fill("We come to you.");
    await state(s, "content").getByText("EN aktuell").waitFor();

    await tab(d, /^Übersetzungen/);
    await d.getByRole("button", { name: "Übersetzung hinzufügen" }).click();
    await state(d.getByRole("tabpanel"), "title").getByText("EN fehlt").waitFor();
    await d.getByRole("tabpanel").getByRole("textbox", { name: "Titel", exact: true }).fill("On-site consulting");
    await state(d.getByRole("tabpanel"), "title").getByText("EN aktuell").waitFor();
    // the search previews show each language's own address
    await tab(d, /^SEO/);
    const english = d.getByRole("group", { name: "Suchvorschau (Englisch)" });
    await english.getByText("/en/on-site-consulting").waitFor();
    await english.getByText("On-site consulting").waitFor();
    await shoot("translation-page-seo", d.locator(".seo-panel__languages"));
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });
    await page.getByRole("row").filter({ hasText: TITLE }).getByText("EN aktuell").waitFor();
  });

  it("shows 'EN veraltet' for the changed section text, proposes a translation and takes it only when accepted", async () => {
    await page.getByRole("button", { name: `${TITLE} bearbeiten` }).click();
    const d = editor();
    await tab(d, /^Sektionen/);
    const s = section(d);
    await state(s, "content").getByText("EN aktuell").waitFor();
    await s.getByRole("textbox", { name: "Inhalt (Markdown)", exact: true }).fill("Wir kommen zu Ihnen, auch nach Bonn.");
    await state(s, "content").getByText("EN veraltet").waitFor();
    assert.equal(await state(s, "title").innerText(), "EN aktuell");
    assert.equal(await state(s, "subtitle").innerText(), "EN aktuell");

    await panel(s).getByRole("button", { name: "Übersetzen (Inhalt)" }).click();
    const proposal = s.getByRole("region", { name: "Vorschlag: Inhalt (Englisch)" });
    await proposal.waitFor();
    const proposed = await proposal.locator("pre").innerText();
    assert.ok(proposed.includes("Bonn"));
    // nothing is overwritten before "Übernehmen"
    assert.equal(await s.getByRole("textbox", { name: "Inhalt Englisch (Markdown)", exact: true }).inputValue(), "We come to you.");
    await shoot("translation-page-section", panel(s));
    await proposal.getByRole("button", { name: "Übernehmen" }).click();
    assert.equal(await s.getByRole("textbox", { name: "Inhalt Englisch (Markdown)", exact: true }).inputValue(), proposed);
    await confirmTemplateText(s, "content", "Inhalt");
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });

    const res = await fetch(`${BASE_URL}/en/on-site-consulting`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes(proposed.replace(/\.$/, "")), "the English page shows the accepted translation");
    const link = (lang: string) => html.match(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`, "i"))?.[1];
    assert.equal(new URL(link("de") ?? "").pathname, "/beratung-vor-ort");
    assert.equal(new URL(link("en") ?? "").pathname, "/en/on-site-consulting");
    const german = await (await fetch(`${BASE_URL}/beratung-vor-ort`)).text();
    assert.match(german, /hrefLang="en" href="[^"]*\/en\/on-site-consulting"/i);
    const moved = await fetch(`${BASE_URL}/en/beratung-vor-ort`, { redirect: "manual" });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get("location"), "/en/on-site-consulting");
    assert.deepEqual(problems, []);
  });

  it("shows the status in the page list and filters by it", async () => {
    const row = page.getByRole("row").filter({ hasText: TITLE });
    await row.getByText("EN aktuell").waitFor();
    await page.getByLabel("Übersetzung").selectOption("stale");
    await row.waitFor({ state: "detached" });
    await page.getByLabel("Übersetzung").selectOption("current");
    await row.waitFor();
    assert.match(page.url(), /translation=current/);
    await shoot("translation-page-list", page.locator("main"));
    assert.deepEqual(problems, []);
  });
});

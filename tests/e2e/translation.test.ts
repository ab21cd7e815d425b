/**
 * @file Bilingual editing in the browser (issue 31): an editor changes a published post's German excerpt, the editor
 * shows "EN veraltet" for exactly that field, "Übersetzen" (template provider) proposes an English text, labelled as
 * the template's, that is only taken over on "Übernehmen" and stays "Vorlage, ungeprüft" until confirmed, and after saving the English post answers at its English slug with the German address
 * as its hreflang pair (and the German slug on /en redirects there). With TRANSLATION_SHOTS=<dir> it saves screenshots
 * of the panel at 1,366 and 412 px.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";
import { confirmTemplateText, englishPanel as panel, shootElement, fieldState as state } from "./translation-helpers.ts";

const TITLE = "Daten im Alltag der Beratung";
let browser: Browser;
let page: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  ({ page, problems } = await signedInAdmin(browser, "Uta Übersetzerin"));
});
after(async () => browser?.close());

const newDialog = () => page.getByRole("dialog", { name: "Neuer Blog-Post" });

const shoot = (name: string, target: Locator) => shootElement(page, name, target);

describe("translating a post in its editor", () => {
  it("publishes a post in both languages with an English slug", async () => {
    await page.goto(`${BASE_URL}/admin/blog`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neuer Post" }).click();
    const d = newDialog();
    await d.getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
    await d.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill("Data in everyday consulting");
    await d.getByRole("textbox", { name: "Englische Adresse" }).fill("data-in-everyday-consulting");
    await d.getByRole("textbox", { name: "Auszug", exact: true }).fill("Wie Daten den Alltag verändern.");
    await d.getByRole("textbox", { name: "Auszug (Englisch)", exact: true }).fill("How data changes everyday work.");
    await d.getByRole("textbox", { name: "Inhalt (Markdown)", exact: true }).fill("## Daten\n\nDaten helfen.");
    await d.getByRole("textbox", { name: "Inhalt (Englisch, Markdown)", exact: true }).fill("## Data\n\nData helps.");
    await state(d, "excerpt").getByText("EN aktuell").waitFor();
    await state(d, "meta_title").getByText("EN aktuell").waitFor();
    await d.getByLabel("Status").selectOption("published");
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });
  });

  it("shows 'EN veraltet' for the changed German field, proposes a translation and takes it only when accepted", async () => {
    await page.getByRole("button", { name: `Bearbeiten: ${TITLE}` }).click();
    const d = page.getByRole("dialog").filter({ has: page.getByRole("region", { name: "Englische Fassung" }) });
    await state(d, "excerpt").getByText("EN aktuell").waitFor();
    await d.getByRole("textbox", { name: "Auszug", exact: true }).fill("Wie Daten und Cloud den Alltag verändern.");
    await state(d, "excerpt").getByText("EN veraltet").waitFor();
    assert.equal(await state(d, "title").innerText(), "EN aktuell");
    assert.equal(await state(d, "content").innerText(), "EN aktuell");

    await panel(d).getByRole("button", { name: "Übersetzen (Auszug)" }).click();
    const proposal = d.getByRole("region", { name: "Vorschlag: Auszug (Englisch)" });
    await proposal.waitFor();
    const proposed = await proposal.locator("pre").innerText();
    assert.ok(proposed.length > 0);
    // without a provider the template answers, and the proposal says so
    await proposal.getByText("Quelle: Vorlage", { exact: false }).waitFor();
    // nothing is overwritten before "Übernehmen"
    assert.equal(await d.getByRole("textbox", { name: "Auszug (Englisch)", exact: true }).inputValue(), "How data changes everyday work.");
    await shoot("translation-panel-proposal", panel(d));
    await proposal.getByRole("button", { name: "Übernehmen" }).click();
    assert.equal(await d.getByRole("textbox", { name: "Auszug (Englisch)", exact: true }).inputValue(), proposed);
    await confirmTemplateText(d, "excerpt", "Auszug");
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });

    const res = await fetch(`${BASE_URL}/en/blog/data-in-everyday-consulting`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /Data in everyday consulting/);
    const link = (lang: string) => html.match(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`, "i"))?.[1];
    assert.equal(new URL(link("de") ?? "").pathname, "/blog/daten-im-alltag-der-beratung");
    assert.equal(new URL(link("en") ?? "").pathname, "/en/blog/data-in-everyday-consulting");
    const german = await (await fetch(`${BASE_URL}/blog/daten-im-alltag-der-beratung`)).text();
    assert.match(german, /hrefLang="en" href="[^"]*\/en\/blog\/data-in-everyday-consulting"/i);
    const moved = await fetch(`${BASE_URL}/en/blog/daten-im-alltag-der-beratung`, { redirect: "manual" });
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get("location"), "/en/blog/data-in-everyday-consulting");
    assert.deepEqual(problems, []);
  });

  it("filters the post list by translation status", async () => {
    const row = page.getByRole("row").filter({ hasText: TITLE });
    await row.getByText("EN aktuell").waitFor();
    await page.getByLabel("Übersetzung").selectOption("stale");
    await row.waitFor({ state: "detached" });
    await page.getByLabel("Übersetzung").selectOption("current");
    await row.waitFor();
    await shoot("translation-blog-list", page.locator("main"));
    assert.deepEqual(problems, []);
  });
});

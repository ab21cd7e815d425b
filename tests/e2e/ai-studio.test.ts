/**
 * @file The AI content studio in the browser with the template provider (no AI_* configured): the wizard from the
 * brief to a saved draft (validation texts, title suggestions, visible progress and cancel, review with counts),
 * the draft on its planned day in the month calendar, the English version by the translate button (which then
 * disappears), publishing to the blog and the post on /blog and /en/blog; the spec's error text and the template
 * fallback when the worker fails; delete with the spec's confirmation.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { assertAccessible, signedInAdmin } from "./admin-helpers.ts";
import { goto, launch, openPage } from "./browser.ts";

const TITLE = "Datenstrategie für den Mittelstand";
const SLUG = "datenstrategie-fuer-den-mittelstand";

let browser: Browser;
let staff: Page;
let staffProblems: string[];

/** A date `days` after today in Berlin, `YYYY-MM-DD`. */
const berlinDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
const PLANNED = berlinDate(3);

before(async () => {
  browser = await launch();
  ({ page: staff, problems: staffProblems } = await signedInAdmin(browser, "Anna Studio", {
    expected: [
      { path: "/api/auth/me", status: 401 },
      // the worker failure simulated in the fallback test
      { path: "/api/admin/ai-content/generate", status: 503 },
    ],
    clipboard: true,
  }));
});
after(async () => browser?.close());

const wizard = () => staff.getByRole("dialog", { name: "AI Content erstellen" });
const card = (title: string) => staff.getByRole("listitem").filter({ has: staff.getByRole("heading", { name: title }) });

describe("AI content studio (template provider)", () => {
  it("opens from the sidebar with the usage, saying templates answer, and the empty states of the filter", async () => {
    await staff.getByRole("link", { name: "AI Content" }).click();
    await staff.getByRole("heading", { level: 1, name: "AI Content Generator" }).waitFor();
    await staff.getByText("Kein AI-Anbieter eingerichtet: Vorlagen antworten.").waitFor();
    await staff.getByText("Noch kein AI Content vorhanden").waitFor();
    await staff.getByLabel("Status").selectOption({ label: "Entwürfe" });
    await staff.getByText("Keine Entwürfe vorhanden").waitFor();
    await staff.getByLabel("Status").selectOption({ label: "Geplant" });
    await staff.getByText("Kein Content geplant").waitFor();
    await staff.getByLabel("Status").selectOption({ label: "Alle Status" });
  });

  it("the wizard checks its input, suggests five titles, shows progress that can be cancelled, then the review", async () => {
    await staff.getByRole("button", { name: "AI Content erstellen" }).click();
    const dialog = wizard();
    const generateButton = dialog.getByRole("button", { name: "Content generieren" });
    assert.equal(await generateButton.isDisabled(), true);
    await dialog.getByText("Bitte geben Sie einen Titel und eine Beschreibung ein.").waitFor();
    // title suggestions need keywords first
    await dialog.getByRole("button", { name: "Titel vorschlagen" }).click();
    await dialog.getByText("Bitte geben Sie zuerst Keywords und eine Kategorie ein.").waitFor();
    await dialog.getByLabel("Tags / Keywords").fill("Datenstrategie, Mittelstand, Cloud, Governance");
    const suggestions = dialog.getByRole("list", { name: "Titelvorschläge" }).getByRole("button");
    await suggestions.first().waitFor();
    assert.equal(await suggestions.count(), 5);
    await suggestions.first().click();
    assert.notEqual(await dialog.getByRole("textbox", { name: "Titel", exact: true }).inputValue(), "");
    await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
    await dialog.getByLabel("Beschreibung").fill("Wie mittelständische Unternehmen eine tragfähige Datenstrategie aufbauen.");
    await dialog.getByLabel("Geplantes Datum").fill(PLANNED);
    // German first: the English version comes from the translate button later
    await dialog.getByLabel("Englische Fassung gleich mit erstellen").uncheck();
    assert.equal(await generateButton.isDisabled(), false);

    // hold the answer: the progress advances and 'Abbrechen' goes back to the input with the values kept
    let release = () => {};
    await staff.route("**/api/admin/ai-content/generate", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue().catch(() => {});
    });
    await generateButton.click();
    const progress = dialog.getByRole("progressbar", { name: "Fortschritt der Generierung" });
    await dialog.getByText("Das dauert in der Regel 30–60 Sekunden.", { exact: false }).waitFor();
    const first = Number(await progress.getAttribute("value"));
    await staff.waitForFunction((start) => Number(document.querySelector("progress")?.getAttribute("value")) > start, first, {
      timeout: 30_000,
    });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    release();
    assert.equal(await dialog.getByRole("textbox", { name: "Titel", exact: true }).inputValue(), TITLE);
    await staff.unroute("**/api/admin/ai-content/generate");

    await generateButton.click();
    await dialog.getByRole("button", { name: "Content speichern" }).waitFor();
    await dialog.getByText("Vorlage verwendet", { exact: false }).first().waitFor();
    await dialog.getByRole("heading", { name: `Blog-Artikel: ${TITLE}` }).waitFor();
    assert.match(await dialog.locator(".ai-figures").first().innerText(), /\d+ Wörter · [\d.]+ Zeichen/);
    assert.match(await dialog.getByText(/ \/ 3\.000 Zeichen$/).innerText(), /^[\d.]+ \/ 3\.000 Zeichen$/);
    const tracking = new URL(await dialog.locator(".ai-link code").innerText());
    assert.equal(tracking.searchParams.get("utm_source"), "linkedin");
    assert.equal(tracking.searchParams.get("utm_medium"), "social");
    assert.equal(tracking.searchParams.get("utm_campaign"), "trends-topics");
    assert.ok(tracking.searchParams.get("utm_content"));
    await assertAccessible(staff, "AI wizard review");

    // 'Neu erstellen' returns to the input, generating again reaches the review
    await dialog.getByRole("button", { name: "Neu erstellen" }).click();
    await generateButton.click();
    await dialog.getByRole("button", { name: "Bild generieren" }).click();
    await dialog.getByText("Standardbild", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Content speichern" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("shows the saved draft as a card and on its planned day in the calendar", async () => {
    const draft = card(TITLE);
    await draft.getByText("Entwurf", { exact: true }).waitFor();
    await draft.getByText("+1 weitere").waitFor();
    assert.equal(await draft.getByText("template").isVisible(), true);
    await assertAccessible(staff, "AI content list");
    await staff.getByRole("button", { name: "Kalender", exact: true }).click();
    // it opens on today's month with today marked; the planned day may lie in the next month (month ends)
    assert.equal(await staff.locator('td[aria-current="date"]').getAttribute("data-date"), berlinDate(0));
    assert.deepEqual(await staff.locator(".ai-calendar__grid th").allInnerTexts(), ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]);
    if (PLANNED.slice(0, 7) !== berlinDate(0).slice(0, 7)) await staff.getByRole("button", { name: "Nächster Monat" }).click();
    const day = staff.locator(`td[data-date="${PLANNED}"]`);
    await day.getByRole("button", { name: TITLE }).waitFor();
    await assertAccessible(staff, "AI calendar");
    await staff.getByRole("button", { name: "Liste", exact: true }).click();
  });

  it("translates the draft; the translate button disappears once the English version exists", async () => {
    const translate = staff.getByRole("button", { name: `Übersetzen: ${TITLE}` });
    await translate.click();
    await translate.waitFor({ state: "detached" });
    await card(TITLE).getByText("DE + EN", { exact: false }).waitFor();
    await staff.getByRole("button", { name: `Bearbeiten: ${TITLE}` }).click();
    const modal = staff.getByRole("dialog", { name: "AI Content bearbeiten" });
    assert.notEqual(await modal.getByLabel("Inhalt (Englisch, Markdown)").inputValue(), "");
    assert.equal(await modal.getByRole("button", { name: "Ins Englische übersetzen" }).count(), 0);
    for (const section of ["Generator", "Blog-Artikel", "LinkedIn-Post", "Bild-Generierung", "Status, AI-Modell und Ersteller"])
      await modal.getByRole("group", { name: section }).waitFor();
    await modal.getByText(/ \/ 3\.000 Zeichen$/).waitFor();
    await assertAccessible(staff, "AI content modal");
    await modal.getByRole("button", { name: "Abbrechen" }).click();
  });

  it("publishes the draft to the blog and links to the post, which visitors find on /blog and /en/blog", async () => {
    await staff.getByRole("button", { name: `Veröffentlichen: ${TITLE}` }).click();
    const dialog = staff.getByRole("dialog", { name: "Im Blog veröffentlichen" });
    await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    const link = staff.getByRole("dialog", { name: "Veröffentlicht" }).getByRole("link", { name: "Zum Blog-Post" });
    assert.equal(await link.getAttribute("href"), `/blog/${SLUG}`);
    await staff.getByRole("dialog", { name: "Veröffentlicht" }).getByText("Schließen", { exact: true }).click();
    await card(TITLE).getByText("Veröffentlicht", { exact: true }).waitFor();
    assert.equal(await staff.getByRole("button", { name: `Veröffentlichen: ${TITLE}` }).count(), 0);

    const { page } = await openPage(browser);
    await goto(page, "/blog");
    await page.locator(`a[href="/blog/${SLUG}"]`).first().waitFor();
    await goto(page, "/en/blog");
    await page.locator(`a[href="/en/blog/${SLUG}"]`).first().waitFor();
    await goto(page, `/en/blog/${SLUG}`);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    await page.close();
  });

  it("when the worker fails, says so in the spec's words and still offers the template", async () => {
    await staff.route("**/api/admin/ai-content/generate", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "kaputt", code: "internal_error" }) }),
    );
    await staff.getByRole("button", { name: "AI Content erstellen" }).click();
    const dialog = wizard();
    await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill("Cloud-Kosten im Griff");
    await dialog.getByLabel("Beschreibung").fill("FinOps für Einsteiger.");
    await dialog.getByLabel("Tags / Keywords").fill("Cloud, FinOps");
    await dialog.getByRole("button", { name: "Content generieren" }).click();
    await dialog.getByText("API Fehler 503 Stattdessen wurde eine Vorlage verwendet", { exact: false }).waitFor();
    await dialog.getByRole("heading", { name: "Blog-Artikel: Cloud-Kosten im Griff" }).waitFor();
    await staff.unroute("**/api/admin/ai-content/generate");
    await dialog.getByRole("button", { name: "Content speichern" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("the create modal checks title and keywords with the shared schema and its generator asks for both", async () => {
    await staff.getByRole("button", { name: "Manuell anlegen" }).click();
    const modal = staff.getByRole("dialog", { name: "Neuer AI Content" });
    await modal.getByRole("button", { name: "Mit AI generieren" }).click();
    await modal.getByText("Bitte geben Sie einen Titel und Keywords ein.").waitFor();
    await staff.getByRole("button", { name: "Speichern" }).click();
    await modal.getByText("Bitte einen Titel angeben").waitFor();
    await modal.getByText("Bitte mindestens ein Keyword angeben").waitFor();
    await modal.getByRole("textbox", { name: "Titel", exact: true }).fill("Manuell geplanter Beitrag");
    await modal.getByRole("textbox", { name: "Keywords" }).fill("Team, , Karriere");
    await staff.getByRole("button", { name: "Speichern" }).click();
    await modal.waitFor({ state: "detached" });
    const entry = card("Manuell geplanter Beitrag");
    await entry.getByText("Karriere").waitFor();
    // no blog content: nothing to publish
    assert.equal(await staff.getByRole("button", { name: "Veröffentlichen: Manuell geplanter Beitrag" }).count(), 0);
  });

  it("deletes an entry after the spec's confirmation", async () => {
    await staff.getByRole("button", { name: "Löschen: Cloud-Kosten im Griff" }).click();
    const confirm = staff.getByRole("alertdialog");
    await confirm.getByText("Sind Sie sicher, dass Sie diesen AI-Content löschen möchten?").waitFor();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await card("Cloud-Kosten im Griff").waitFor({ state: "detached" });
    assert.deepEqual(staffProblems, []);
  });

  it("the settings screen's machine-translate helper proposes an English text, written on 'Übernehmen', disabled while the German text is blank", async () => {
    await staff.getByRole("link", { name: "Settings" }).click();
    await staff.getByRole("heading", { level: 1, name: "Website-Einstellungen" }).waitFor();
    const helpers = staff.getByRole("button", { name: "Automatisch übersetzen" });
    await staff.getByRole("textbox", { name: "Website-Beschreibung", exact: true }).fill("Wir beraten Unternehmen zu Daten und Cloud.");
    const english = staff.getByRole("textbox", { name: "Website-Beschreibung (Englisch)" });
    await english.fill("");
    await helpers.nth(1).click();
    // no provider: the spec's crude word replacement answers, as a proposal that names its source (issue 42)
    const proposal = staff.getByRole("region", { name: "Vorschlag: Website-Beschreibung (Englisch)" });
    await proposal.getByText("Quelle: Vorlage", { exact: false }).waitFor();
    assert.equal(await english.inputValue(), "");
    await proposal.getByRole("button", { name: "Übernehmen" }).click();
    await staff.waitForFunction(() => (document.querySelector("textarea[name=site_description_en]") as HTMLTextAreaElement).value !== "");
    const translated = await english.inputValue();
    assert.notEqual(translated, "Wir beraten Unternehmen zu Daten und Cloud.");
    assert.match(translated, /\bdata\b.*\bCloud\b/);
    await staff.getByTestId("translation-site_description").getByText("Vorlage, ungeprüft").waitFor();
    await staff.getByRole("textbox", { name: "Website-Name", exact: true }).fill("   ");
    assert.equal(await helpers.nth(0).isDisabled(), true);
    assert.deepEqual(staffProblems, []);
  });
});

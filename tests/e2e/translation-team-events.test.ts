/**
 * @file Bilingual editing of team members and events in the browser (issue 31): a changed German bio shows "EN
 * veraltet", "Übersetzen" (template provider) proposes English that is taken over on "Übernehmen", and after saving the
 * list shows "EN aktuell" (also under its filter); the same briefly for an event's title. With TRANSLATION_SHOTS=<dir>
 * it saves screenshots of the team editor's panel and the team and events lists at 1,366 and 412 px.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";
import { confirmTemplateText, englishPanel as panel, shootElement, fieldState as state } from "./translation-helpers.ts";

const NAME = "Greta Übersetzbar";
const EVENT = "Datenfrühstück Nord";
let browser: Browser;
let page: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  ({ page, problems } = await signedInAdmin(browser, "Tia Teamübersetzerin"));
});
after(async () => browser?.close());

const textbox = (dialog: Locator, name: string) => dialog.getByRole("textbox", { name, exact: true });

const shoot = (name: string, target: Locator) => shootElement(page, name, target);

/** Changes the German field, translates it, accepts the proposal, confirms the template's text and saves. */
async function retranslate(d: Locator, field: string, label: string, german: string, shot?: string) {
  await state(d, field).getByText("EN aktuell").waitFor();
  await textbox(d, label).fill(german);
  await state(d, field).getByText("EN veraltet").waitFor();
  const englishBefore = await textbox(d, `${label} (Englisch)`).inputValue();
  await panel(d)
    .getByRole("button", { name: `Übersetzen (${label})` })
    .click();
  const proposal = d.getByRole("region", { name: `Vorschlag: ${label} (Englisch)` });
  await proposal.waitFor();
  const proposed = await proposal.locator("pre").innerText();
  assert.ok(proposed.length > 0);
  // nothing is overwritten before "Übernehmen"
  assert.equal(await textbox(d, `${label} (Englisch)`).inputValue(), englishBefore);
  if (shot) await shoot(shot, panel(d));
  await proposal.getByRole("button", { name: "Übernehmen" }).click();
  assert.equal((await textbox(d, `${label} (Englisch)`).inputValue()).trim(), proposed.trim());
  await confirmTemplateText(d, field, label);
  await d.getByRole("button", { name: "Speichern" }).click();
  await d.waitFor({ state: "detached" });
}

describe("translating a team member", () => {
  it("creates a member in both languages", async () => {
    await page.goto(`${BASE_URL}/admin/team`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neues Team-Mitglied" }).click();
    const d = page.getByRole("dialog", { name: "Neues Team-Mitglied" });
    await textbox(d, "Name").fill(NAME);
    await textbox(d, "E-Mail").fill("greta@example.com");
    await textbox(d, "Position").fill("Datenarchitektin");
    await textbox(d, "Position (Englisch)").fill("Data architect");
    await textbox(d, "Bild-URL").fill("/img/illustrations/home.svg");
    await textbox(d, "Expertise").fill("Spark, Datenqualität");
    await textbox(d, "Biografie").fill("Greta baut Datenplattformen.");
    await textbox(d, "Biografie (Englisch)").fill("Greta builds data platforms.");
    await state(d, "bio").getByText("EN aktuell").waitFor();
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });
  });

  it("shows 'EN veraltet' for the changed bio, translates it and lists the member as 'EN aktuell'", async () => {
    const card = page.locator(".cms-card").filter({ hasText: NAME });
    await card.getByText("EN aktuell").waitFor();
    await page.getByRole("button", { name: `${NAME} bearbeiten` }).click();
    const d = page.getByRole("dialog", { name: "Team-Mitglied bearbeiten" });
    await retranslate(d, "bio", "Biografie", "Greta baut Datenplattformen und berät zu Cloud-Kosten.", "translation-team-panel");
    assert.equal(await card.locator(".adm-badge").filter({ hasText: /^EN / }).innerText(), "EN aktuell");
    await page.getByLabel("Übersetzung").selectOption("stale");
    await card.waitFor({ state: "detached" });
    await page.getByLabel("Übersetzung").selectOption("current");
    await card.waitFor();
    assert.match(page.url(), /translation=current/);
    await shoot("translation-team-list", page.locator("main"));
    assert.deepEqual(problems, []);
  });
});

describe("translating an event", () => {
  it("retranslates a changed title and lists the event as 'EN aktuell'", async () => {
    await page.goto(`${BASE_URL}/admin/events`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neues Event" }).click();
    const d = page.getByRole("dialog", { name: "Neues Event" });
    await textbox(d, "Titel").fill(EVENT);
    await textbox(d, "Titel (Englisch)").fill("Data breakfast north");
    await d.getByLabel("Datum").fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
    await textbox(d, "Uhrzeit").fill("08:30");
    await textbox(d, "Ort").fill("Hamburg");
    await textbox(d, "Beschreibung").fill("Kaffee und Daten.");
    await state(d, "description").getByText("EN fehlt").waitFor();
    await textbox(d, "Beschreibung (Englisch)").fill("Coffee and data.");
    await d.getByRole("button", { name: "Speichern" }).click();
    await d.waitFor({ state: "detached" });

    const row = page.getByRole("row").filter({ hasText: EVENT });
    await row.getByText("EN aktuell").waitFor();
    await page.getByRole("button", { name: `${EVENT} bearbeiten` }).click();
    const edit = page.getByRole("dialog", { name: "Event bearbeiten" });
    await retranslate(edit, "title", "Titel", `${EVENT} im Hafen`);
    const renamed = page.getByRole("row").filter({ hasText: `${EVENT} im Hafen` });
    await renamed.getByText("EN aktuell").waitFor();
    await page.getByLabel("Übersetzung").selectOption("current");
    await renamed.waitFor();
    await shoot("translation-events-list", page.locator("main"));
    assert.deepEqual(problems, []);
  });
});

/**
 * @file The post editor's SEO panel in the browser (issue 31): the length counter warns past 60 characters, the
 * search-result preview follows the typing in each language, the share image comes from the media library only after
 * the picture has alt texts in both languages (with the template suggestion), and the published post carries it all
 * in its head; the home page with events hydrates and keeps the Event data only the server renders. With
 * SEO_SHOTS=<dir> it saves screenshots of the panel at 1,366 and 412 px.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { switchHomeSectionsOn } from "../../scripts/lib/budgets.ts";
import { type Account, assertAccessible, signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";
import { solidPng } from "./png.ts";
import { hydrated } from "./public-helpers.ts";

const SHOTS = process.env.SEO_SHOTS;
const TITLE = "Datenqualität im Mittelstand messbar machen";
const LONG_META = "Datenqualität messbar machen: Kennzahlen, Verantwortung und Werkzeuge für den Mittelstand";

let browser: Browser;
let page: Page;
let problems: string[];
let admin: Account;

before(async () => {
  browser = await launch();
  ({ page, problems, account: admin } = await signedInAdmin(browser, "Sina Suchmaschine"));
});
after(async () => browser?.close());

const dialog = () => page.getByRole("dialog", { name: "Neuer Blog-Post" });
const panel = () => dialog().getByRole("group", { name: "Suchmaschinen und geteilte Links" });

async function shoot(name: string, target: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 2000 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the SEO panel of the post editor", () => {
  it("counts the meta title, warns past 60 characters and previews the search result in both languages", async () => {
    // a picture in the library, as uploaded: German alt text from the file name, no English one yet
    await page.goto(`${BASE_URL}/admin/assets`, { waitUntil: "networkidle" });
    await page
      .locator("input[type=file]")
      .setInputFiles([{ name: "datenqualitaet-dashboard.png", mimeType: "image/png", buffer: solidPng(1600, 900, [22, 125, 136]) }]);
    await page.getByText("Bilder erfolgreich hochgeladen! (1)").waitFor();

    await page.goto(`${BASE_URL}/admin/blog`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Neuer Post" }).click();
    await dialog().getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
    await dialog().getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill("Making data quality measurable");
    await dialog().getByRole("textbox", { name: "Auszug", exact: true }).fill("Kennzahlen machen Datenqualität sichtbar.");
    await dialog()
      .getByRole("textbox", { name: "Inhalt (Markdown)", exact: true })
      .fill("## Warum messen?\n\nOhne Kennzahlen bleibt Qualität ein Gefühl.");

    // empty fields say what stands in, and the preview shows it
    const german = panel().getByRole("region", { name: "Deutsch" });
    await german.getByText(`Leer: ${TITLE} | Muster Consulting GmbH Blog`).waitFor();
    const preview = german.getByRole("figure", { name: "Vorschau des Suchergebnisses" });
    assert.match(await preview.innerText(), /blog › datenqualitaet-im-mittelstand-messbar-machen/);

    await german.getByRole("textbox", { name: "Meta-Titel (DE)" }).fill(LONG_META);
    await german.getByText(`${LONG_META.length} / 60 Zeichen – zu lang`).waitFor();
    assert.equal(await preview.locator(".seo-preview__title").innerText(), `${LONG_META.slice(0, 59).trimEnd()}…`);
    await shoot("seo-panel-too-long", german);
    await german.getByRole("textbox", { name: "Meta-Titel (DE)" }).fill("Datenqualität messbar machen");
    await german.getByText("28 / 60 Zeichen").waitFor();
    assert.equal(await preview.locator(".seo-preview__title").innerText(), "Datenqualität messbar machen");
    await german
      .getByRole("textbox", { name: "Meta-Beschreibung (DE)" })
      .fill("Wie Kennzahlen Datenqualität im Mittelstand sichtbar und steuerbar machen.");
    assert.match(await preview.innerText(), /sichtbar und steuerbar machen\./);

    const english = panel().getByRole("region", { name: "Englisch" });
    await english.getByRole("textbox", { name: "Meta-Titel (EN)" }).fill("Making data quality measurable");
    assert.match(await english.getByRole("figure").innerText(), /en › blog › datenqualitaet-im-mittelstand-messbar-machen/);
    // with an English slug the English preview shows the English address the site serves
    await dialog().getByRole("textbox", { name: "Englische Adresse" }).fill("measurable-data-quality");
    assert.match(await english.getByRole("figure").innerText(), /en › blog › measurable-data-quality/);
    await dialog().getByRole("textbox", { name: "Englische Adresse" }).fill("");
    await assertAccessible(page, "post editor with the SEO panel");
  });

  it("takes the share image from the library only once the picture has alt texts in both languages", async () => {
    await panel().getByRole("button", { name: "Aus Mediathek" }).click();
    const picker = page.getByRole("dialog", { name: "Vorschaubild wählen" });
    await picker.getByText("Alt-Text fehlt").first().waitFor();
    await picker.getByRole("button", { name: "datenqualitaet-dashboard.png auswählen" }).click();
    await picker.getByText("Dieses Bild hat noch keinen Alt-Text in beiden Sprachen").waitFor();
    await picker.getByRole("button", { name: "KI-Vorschlag" }).click();
    await picker.getByText("Vorschlag aus dem Dateinamen").waitFor();
    assert.equal(await picker.getByRole("textbox", { name: "Alt-Text (Deutsch)" }).inputValue(), "Datenqualitaet dashboard");
    await shoot("seo-alt-text-step", picker);
    await picker.getByRole("textbox", { name: "Alt-Text (Englisch)" }).fill("Data quality dashboard");
    await picker.getByRole("button", { name: "Speichern und verwenden" }).click();
    await picker.waitFor({ state: "detached" });
    assert.match(
      await panel().getByRole("textbox", { name: "Vorschaubild für geteilte Links" }).inputValue(),
      /^\/media\/datenqualitaet-dashboard-[0-9a-f]+\.png$/,
    );
    await shoot("seo-panel", panel());
  });

  it("the published post carries the meta title, description and the share image's 1200×630 crop in its head", async () => {
    await dialog().getByLabel("Status").selectOption("published");
    await dialog().getByRole("button", { name: "Speichern" }).click();
    await dialog().waitFor({ state: "detached" });
    const html = await (await fetch(`${BASE_URL}/blog/datenqualitaet-im-mittelstand-messbar-machen`)).text();
    assert.match(html, /<title>Datenqualität messbar machen<\/title>/);
    assert.match(html, /<meta name="description" content="Wie Kennzahlen Datenqualität im Mittelstand sichtbar und steuerbar machen\."/);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
    assert.match(image, /\/media\/datenqualitaet-dashboard-[0-9a-f]+\.png\?og=1$/);
    const crop = await fetch(new URL(new URL(image).pathname + new URL(image).search, BASE_URL));
    assert.equal(crop.headers.get("content-type"), "image/jpeg");
    assert.deepEqual(problems, []);
  });

  it("the home page with events hydrates without console problems and keeps the server's Event data", async () => {
    await switchHomeSectionsOn(BASE_URL, admin);
    const visitor = await openPage(browser);
    await visitor.page.goto(`${BASE_URL}/`, { waitUntil: "load" });
    await hydrated(visitor.page);
    const types = await visitor.page.$$eval('script[type="application/ld+json"]', (nodes) =>
      nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"] as string),
    );
    assert.ok(types.includes("Event"), `JSON-LD types after hydration: ${types.join(", ")}`);
    assert.deepEqual(visitor.problems, []);
    await visitor.context.close();
  });
});

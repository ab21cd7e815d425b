/**
 * @file The AI studio as an editor and an admin would use it, with the template provider (no AI_* configured): the
 * wizard with each image format, the review step and the month calendar at 1,366 px (no text cut off, seven aligned
 * day columns) and at 412 px (nothing wider than the phone), publishing a draft with an 80-character title, an
 * editor handing a draft over for review that the admin finds on the dashboard, and the settings' provider check.
 * With AI_STUDIO_SHOTS=<dir> it also saves screenshots of each screen at both widths.
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { createAccount, openAdminPage, signedInAdmin, signIn } from "./admin-helpers.ts";
import { goto, launch, openPage } from "./browser.ts";

// 80 characters: the longest title the studio's cards, calendar and the blog must show in full
const LONG_TITLE = "Datenstrategie im Mittelstand: Wie Sie mit kleinen Schritten große Wirkung haben";
const SQUARE_TITLE = "Quadratische Bilder für LinkedIn";
const EDITOR_TITLE = "Teamtag im Herbst: Was wir gelernt haben";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 412, height: 915 };

let browser: Browser;
let staff: Page;
let staffProblems: string[];

/** A date `days` after today in Berlin, `YYYY-MM-DD`. */
const berlinDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
const PLANNED = berlinDate(2);

async function shot(page: Page, name: string) {
  const dir = process.env.AI_STUDIO_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** Elements under `root` whose content is wider than their box while they clip it (text cut off at the edge). */
async function clipped(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = [];
    for (const node of [el, ...el.querySelectorAll("*")]) {
      const style = getComputedStyle(node);
      if (style.display === "none" || node.clientWidth === 0) continue;
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (clips && !scrolls && node.scrollWidth > node.clientWidth + 1)
        out.push(`${node.tagName.toLowerCase()}.${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
    }
    // and nothing sticks out of the root on the right
    const right = el.getBoundingClientRect().right;
    for (const node of el.querySelectorAll("h1, h2, h3, p, li, label, button, pre, code, img, select, input, textarea, table")) {
      const box = node.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1)
        out.push(`${node.tagName.toLowerCase()} ends at ${Math.round(box.right)} > ${Math.round(right)}`);
    }
    return out;
  });
}

/** Screens wider than the viewport (sideways scrolling on a phone), collected to report all of them at once. */
const tooWide: string[] = [];
async function assertNoSidewaysScroll(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  if (scroll > width) tooWide.push(`${label}: the page is ${scroll} px wide on a ${width} px screen`);
}

before(async () => {
  browser = await launch();
  ({ page: staff, problems: staffProblems } = await signedInAdmin(browser, "Anna Ablauf"));
  await staff.setViewportSize(DESKTOP);
});
after(async () => browser?.close());

const wizard = (page: Page) => page.getByRole("dialog", { name: "AI Content erstellen" });
const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

/** Runs the wizard from the brief to the review step (template answer). */
async function generate(page: Page, title: string, tags: string) {
  await page.getByRole("button", { name: "AI Content erstellen" }).click();
  const dialog = wizard(page);
  await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await dialog
    .getByLabel("Beschreibung")
    .fill("Wie Unternehmen mit kleinen, messbaren Schritten vorankommen und dabei ihr Team mitnehmen.");
  await dialog.getByLabel("Tags / Keywords").fill(tags);
  await dialog.getByLabel("Geplantes Datum").fill(PLANNED);
  // the fields side by side line up (a longer hint in one cell does not push its neighbour down)
  const tops = await dialog
    .locator(".blog-form__grid")
    .last()
    .locator("input, select")
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  if ((page.viewportSize()?.width ?? 0) >= 1024) assert.equal(new Set(tops).size, 1, `field tops ${tops}`);
  await shot(page, "wizard-input");
  await dialog.getByRole("button", { name: "Content generieren" }).click();
  await dialog.getByRole("button", { name: "Content speichern" }).waitFor();
  return dialog;
}

describe("AI studio flow (template provider)", () => {
  it("runs the wizard with each image format; the review step shows everything in full at 1,366 px", async () => {
    await staff.getByRole("link", { name: "AI Content" }).click();
    await staff.getByRole("heading", { level: 1, name: "AI Content Generator" }).waitFor();
    for (const [title, format, label] of [
      [LONG_TITLE, "landscape", "Querformat (Blog-Titelbild)"],
      [SQUARE_TITLE, "square", "Quadratisch"],
    ] as const) {
      const dialog = await generate(staff, title, "Datenstrategie, Mittelstand, Cloud, Governance, KI");
      // the template draft says what it is
      await dialog.getByText("Vorlagen-Entwurf:", { exact: false }).waitFor();
      await dialog.getByRole("heading", { name: `Blog-Artikel: ${title}` }).waitFor();
      const words = Number((await dialog.locator(".ai-figures").first().innerText()).match(/^([\d.]+) Wörter/)?.[1].replace(".", ""));
      assert.ok(words >= 600 && words <= 1200, `the template article has ${words} words`);
      assert.deepEqual(await clipped(dialog), [], "nothing in the review step is cut off");
      if (format === "landscape") await shot(staff, "wizard-review");

      await dialog.getByLabel("Format").selectOption({ label });
      const request = staff.waitForRequest((r) => r.url().endsWith("/api/admin/ai-content/image"));
      await dialog.getByRole("button", { name: "Bild generieren" }).click();
      assert.equal((await request).postDataJSON().format, format);
      // no provider: the stock picture, said so
      await dialog.getByText("Standardbild", { exact: false }).waitFor();
      // the picture is shown in the chosen format
      const picture = await dialog.locator("img.ai-card__image").boundingBox();
      assert.ok(picture);
      if (format === "square") assert.ok(Math.abs(picture.width - picture.height) <= 2, `square: ${picture.width} x ${picture.height}`);
      else assert.ok(picture.width > picture.height * 1.5, `landscape: ${picture.width} x ${picture.height}`);
      await dialog.getByRole("button", { name: "Content speichern" }).scrollIntoViewIfNeeded();
      assert.deepEqual(await clipped(dialog), []);
      await shot(staff, `wizard-review-image-${format}`);
      assert.match((await dialog.locator("img.ai-card__image").getAttribute("src")) ?? "", /^\/img\/ai-stock\/\w+\.svg$/);
      await dialog.getByRole("button", { name: "Content speichern" }).click();
      await dialog.waitFor({ state: "detached" });
      await card(staff, title).getByText("Vorlage", { exact: true }).waitFor();
    }
    assert.deepEqual(await clipped(staff.locator("main")), []);
    await shot(staff, "entries");
  });

  it("the calendar has seven aligned day columns at 1,366 px, the entries on their planned day", async () => {
    await staff.getByRole("button", { name: "Kalender", exact: true }).click();
    if (PLANNED.slice(0, 7) !== berlinDate(0).slice(0, 7)) await staff.getByRole("button", { name: "Nächster Monat" }).click();
    const day = staff.locator(`td[data-date="${PLANNED}"]`);
    await day.getByRole("button", { name: LONG_TITLE }).waitFor();
    await day.getByRole("button", { name: SQUARE_TITLE }).waitFor();
    const grid = await staff.locator(".ai-calendar__grid").evaluate((table) => {
      const left = (el: Element) => Math.round(el.getBoundingClientRect().left);
      const width = (el: Element) => Math.round(el.getBoundingClientRect().width);
      return {
        headers: [...table.querySelectorAll("thead th")].map(left),
        widths: [...table.querySelectorAll("thead th")].map(width),
        rows: [...table.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map(left)),
        tableRight: Math.round(table.getBoundingClientRect().right),
        parentRight: Math.round((table.parentElement as Element).getBoundingClientRect().right),
      };
    });
    assert.equal(grid.headers.length, 7);
    assert.ok(grid.rows.length >= 4);
    for (const row of grid.rows) assert.deepEqual(row, grid.headers, "each week's days sit under their weekday");
    // columns of (nearly) equal width, in order from left to right
    assert.ok(Math.max(...grid.widths) - Math.min(...grid.widths) <= 2, `column widths ${grid.widths}`);
    assert.ok(grid.tableRight <= grid.parentRight + 1);
    assert.deepEqual(await clipped(staff.locator(".ai-calendar__nav")), []);
    await shot(staff, "calendar");
    await staff.getByRole("button", { name: "Liste", exact: true }).click();
  });

  it("publishes the draft with an 80-character title; visitors read the whole title on the blog", async () => {
    assert.equal(LONG_TITLE.length, 80);
    await staff.getByRole("button", { name: `Veröffentlichen: ${LONG_TITLE}` }).click();
    await staff.getByRole("dialog", { name: "Im Blog veröffentlichen" }).getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    const done = staff.getByRole("dialog", { name: "Veröffentlicht" });
    const href = await done.getByRole("link", { name: "Zum Blog-Post" }).getAttribute("href");
    assert.match(href ?? "", /^\/blog\/datenstrategie-im-mittelstand/);
    await done.getByText("Schließen", { exact: true }).click();
    await card(staff, LONG_TITLE).getByText("Veröffentlicht", { exact: true }).waitFor();
    const { page } = await openPage(browser);
    await goto(page, href ?? "/");
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), LONG_TITLE);
    await page.close();
  });

  it("an editor, who may not publish, hands a draft over for review; the admin finds it on the dashboard", async () => {
    const editor = await createAccount("editor", "Emil Redaktion");
    const opened = await openAdminPage(browser);
    const page = opened.page;
    await page.setViewportSize(DESKTOP);
    await signIn(page, editor);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "AI Content" }).click();
    const dialog = await generate(page, EDITOR_TITLE, "Team, Karriere");
    await dialog.getByRole("button", { name: "Content speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.getByRole("button", { name: `Veröffentlichen: ${EDITOR_TITLE}` }).count(), 0);
    await page.getByRole("button", { name: `Zur Freigabe einreichen: ${EDITOR_TITLE}` }).click();
    await page.getByText("Zur Freigabe eingereicht: Der Beitrag steht im Blog im Status Review.").waitFor();
    await card(page, EDITOR_TITLE).getByText("In Freigabe", { exact: true }).waitFor();
    assert.equal(await page.getByRole("button", { name: `Zur Freigabe einreichen: ${EDITOR_TITLE}` }).count(), 0);
    assert.deepEqual(opened.problems, []);
    await page.context().close();

    await staff.getByRole("link", { name: "Dashboard" }).click();
    const review = staff.getByRole("region", { name: /Blog-Posts im Review/ });
    await review.getByText(EDITOR_TITLE, { exact: true }).waitFor();
    await review.getByText("Emil Redaktion", { exact: false }).waitFor();
  });

  it("the settings' 'Verbindung testen' says clearly that no provider is configured", async () => {
    await staff.getByRole("link", { name: "Settings" }).click();
    await staff.getByRole("heading", { level: 1, name: "Website-Einstellungen" }).waitFor();
    const section = staff.getByRole("group", { name: "KI-Anbieter" });
    await section.getByRole("button", { name: "Verbindung testen" }).click();
    const answer = section.getByRole("status");
    await answer.getByText("Kein KI-Anbieter konfiguriert", { exact: true }).waitFor();
    await answer.getByText("Es gibt keine Verbindung zu testen", { exact: false }).waitFor();
    assert.deepEqual(await clipped(section), []);
    await section.scrollIntoViewIfNeeded();
    await shot(staff, "settings-ai");
    assert.deepEqual(staffProblems, []);
  });

  it("at 412 px nothing is wider than the phone: list, wizard, review, calendar, settings", async () => {
    await staff.setViewportSize(PHONE);
    await assertNoSidewaysScroll(staff, "settings");
    const section = staff.getByRole("group", { name: "KI-Anbieter" });
    await section.scrollIntoViewIfNeeded();
    assert.deepEqual(await clipped(section), []);
    await shot(staff, "settings-ai");
    await goto(staff, "/admin/ai-content");
    await staff.getByRole("heading", { level: 1, name: "AI Content Generator" }).waitFor();
    await card(staff, SQUARE_TITLE).waitFor();
    await assertNoSidewaysScroll(staff, "entries");
    await shot(staff, "entries");
    await staff.getByRole("button", { name: "AI Content erstellen" }).click();
    const dialog = wizard(staff);
    await dialog.getByRole("textbox", { name: "Titel", exact: true }).waitFor();
    await assertNoSidewaysScroll(staff, "wizard input");
    tooWide.push(...(await clipped(dialog)));
    await shot(staff, "wizard-input");
    await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(LONG_TITLE);
    await dialog.getByLabel("Beschreibung").fill("Kurz und knapp.");
    await dialog.getByLabel("Tags / Keywords").fill("Daten");
    await dialog.getByRole("button", { name: "Content generieren" }).click();
    await dialog.getByRole("button", { name: "Content speichern" }).waitFor();
    await assertNoSidewaysScroll(staff, "wizard review");
    tooWide.push(...(await clipped(dialog)));
    await shot(staff, "wizard-review");
    await staff.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await staff.getByRole("button", { name: "Kalender", exact: true }).click();
    await staff.locator(".ai-calendar__grid").waitFor();
    await assertNoSidewaysScroll(staff, "calendar");
    await shot(staff, "calendar");
    assert.deepEqual(tooWide, []);
    assert.deepEqual(staffProblems, []);
  });
});

/**
 * @file The "Übersetzungsstand" overview in the browser (issue 31): it shows the counts per kind, a count opens the blog
 * list filtered by that status; the settings screen shows "EN veraltet" beside the English description after its
 * German text changed (also after saving and reloading); a UI string's English text is proposed from its German one in
 * the inline editor. With TRANSLATION_SHOTS=<dir> it saves screenshots of the overview, the settings and the UI
 * string's editor at 1,366 and 412 px.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { signedInAdmin } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

const SHOTS = process.env.TRANSLATION_SHOTS;
let browser: Browser;
let page: Page;
let problems: string[];

before(async () => {
  browser = await launch();
  ({ page, problems } = await signedInAdmin(browser, "Olga Overview"));
});
after(async () => browser?.close());

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the Übersetzungsstand overview", () => {
  it("shows the counts per kind and opens the blog list filtered by a count", async () => {
    await page.goto(`${BASE_URL}/admin`, { waitUntil: "networkidle" });
    await page.getByTestId("translation-tile").waitFor();
    await shoot("translation-dashboard");
    await page.getByTestId("translation-tile").getByRole("link", { name: "Übersetzungen offen" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/translation-status");
    const posts = page.locator('section[data-kind="post"]');
    await posts.getByRole("heading", { name: "Blog-Posts" }).waitFor();
    for (const kind of ["setting", "ui_string"]) await page.locator(`section[data-kind="${kind}"]`).waitFor();
    const current = posts.getByRole("link", { name: "Blog-Posts: EN aktuell" });
    const count = Number(await current.innerText());
    await shoot("translation-overview");
    await current.click();
    await page.waitForURL((url) => url.pathname === "/admin/blog" && url.searchParams.get("translation") === "current");
    assert.equal(await page.getByRole("combobox", { name: "Übersetzung", exact: true }).inputValue(), "current");
    await page.locator("table tbody tr").first().waitFor();
    assert.equal(await page.locator("table tbody tr").count(), count);
    assert.deepEqual(problems, []);
  });

  it("an item of the overview opens its own editor, not the list (post and team member)", async () => {
    // a post and a team member whose English is missing, so the overview lists them as items
    const stamp = Date.now().toString(36);
    const post = await page.request.post(`${BASE_URL}/api/admin/blog`, {
      headers: { origin: BASE_URL },
      data: { title: `Nur Deutsch ${stamp}`, excerpt: "Kurz", content: "Text", content_status: "draft", published: false },
    });
    assert.equal(post.status(), 201, await post.text());
    const member = await page.request.post(`${BASE_URL}/api/admin/team`, {
      headers: { origin: BASE_URL },
      data: {
        name: `Nur Deutsch ${stamp}`,
        email: `nur-${stamp}@example.com`,
        position: "Beraterin",
        bio: "Text",
        image_url: "/img/illustrations/team.svg",
        expertise: ["Daten"],
      },
    });
    assert.equal(member.status(), 201, await member.text());
    for (const [kind, path, dialog] of [
      ["post", "/admin/blog", "Blog-Post bearbeiten"],
      ["team", "/admin/team", "Team-Mitglied bearbeiten"],
    ] as const) {
      await page.goto(`${BASE_URL}/admin/translation-status`, { waitUntil: "networkidle" });
      const item = page.locator(`section[data-kind="${kind}"] .adm-tr-items a`).filter({ hasText: `Nur Deutsch ${stamp}` });
      const title = (await item.innerText()).trim();
      await item.click();
      const editor = page.getByRole("dialog", { name: dialog });
      await editor.waitFor();
      assert.equal(new URL(page.url()).pathname, path);
      // the address no longer names the item: closing the editor does not open it again
      await page.waitForURL((url) => !url.searchParams.has("edit"));
      const fields = await editor.locator("input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      assert.ok(fields.includes(title), `${kind}: the editor holds "${title}"`);
    }
    assert.deepEqual(problems, []);
  });

  it("shows 'EN veraltet' beside the English description after its German text changed", async () => {
    await page.goto(`${BASE_URL}/admin/settings`, { waitUntil: "networkidle" });
    const badge = page.getByTestId("translation-site_description").locator(".adm-badge");
    await badge.getByText("EN aktuell").waitFor();
    await page.getByRole("textbox", { name: "Website-Beschreibung", exact: true }).fill("Beratung für Daten und Software aus Bayern.");
    await badge.getByText("EN veraltet").waitFor();
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.getByText("Einstellungen erfolgreich gespeichert").first().waitFor();
    await page.reload({ waitUntil: "networkidle" });
    await badge.getByText("EN veraltet").waitFor();
    assert.equal(await page.getByTestId("translation-site_name").locator(".adm-badge").innerText(), "EN aktuell");
    await page.getByTestId("translation-site_description").scrollIntoViewIfNeeded();
    await shoot("translation-settings");
    assert.deepEqual(problems, []);
  });

  it("proposes a UI string's translation in the inline editor; a template's text is 'EN veraltet' until a person confirms it", async () => {
    await page.goto(`${BASE_URL}/admin/translations`, { waitUntil: "networkidle" });
    await page.getByRole("searchbox").fill("footer.quickLinks");
    await page.getByRole("button", { name: "footer.quickLinks bearbeiten" }).click();
    const form = page.getByRole("form", { name: "footer.quickLinks bearbeiten" });
    await form.getByLabel("Deutsch").fill("Schnellzugriff auf alle Seiten");
    const english = form.getByLabel("Englisch", { exact: true });
    const before = await english.inputValue();
    await form.getByRole("button", { name: "Automatisch übersetzen" }).click();
    // without an AI provider the built-in templates answer: a proposal that says so, written only on "Übernehmen"
    const proposal = form.getByRole("region", { name: "Vorschlag: Englisch" });
    await proposal.getByText("Vorlage verwendet", { exact: false }).waitFor();
    const proposed = (await proposal.locator("pre").innerText()).trim();
    assert.equal(await english.inputValue(), before);
    await proposal.getByRole("button", { name: "Übernehmen" }).click();
    assert.equal((await english.inputValue()).trim(), proposed);
    await form.getByText("Vorlage, ungeprüft").waitFor();
    await shoot("translation-ui-string");
    await form.getByRole("button", { name: "Speichern" }).click();
    await page.getByRole("cell", { name: "Schnellzugriff auf alle Seiten", exact: true }).first().waitFor();
    const row = page.getByRole("row").filter({ hasText: "footer.quickLinks" });
    assert.equal(await row.locator(".adm-badge").innerText(), "EN veraltet");
    // a person confirms the text
    await page.getByRole("button", { name: "footer.quickLinks bearbeiten" }).click();
    await form.getByRole("button", { name: "Als geprüft markieren (Englisch)" }).click();
    await form.getByRole("button", { name: "Speichern" }).click();
    await row.locator(".adm-badge").getByText("EN aktuell").waitFor();
    assert.deepEqual(problems, []);
  });
});

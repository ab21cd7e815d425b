/**
 * @file Issue 26 beyond the dialog forms: the settings screen and the inline UI-text editor keep browser drafts
 * (offered back after a reload with the changed fields) and show the per-field conflict dialog on 409 edit_conflict;
 * the AI studio's publish and an editor's hand-over ("Zur Freigabe einreichen") open the same dialog when the entry was
 * changed elsewhere. The dialog presets each field by the three-way merge (issue 46), the page editor's address
 * included. A "colleague" saves through the API with the version (or in a second browser). EDITING_SHOTS_DIR=dir saves
 * the draft banner and the conflict dialog at 1,366/412 px.
 */

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { type Account, createAccount, editAnyway, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";

const SHOTS = process.env.EDITING_SHOTS_DIR;
let browser: Browser;
let admin: Account;
let context: BrowserContext;
let page: Page;
let colleague: Page;

before(async () => {
  browser = await launch();
  admin = await createAccount("admin", "Erika Redaktion");
  const other = await createAccount("admin", "Bernd Kollege");
  ({ context, page } = await openPage(browser));
  await signIn(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
  ({ page: colleague } = await openPage(browser));
  await signIn(colleague, other);
  await colleague.waitForURL((url) => url.pathname === "/admin");
});
after(async () => browser?.close());

/** The colleague's save through the API, at the version it reads first. */
async function colleagueSaves(path: string, readPath: string, body: unknown, method: "PUT" | "PATCH" = "PUT") {
  const read = await colleague.request.get(`${BASE_URL}${readPath}`);
  const { version } = (await read.json()) as { version: number };
  const res = await colleague.request.fetch(`${BASE_URL}${path}`, {
    method,
    headers: { origin: BASE_URL, "if-match": `"${version}"` },
    data: body,
  });
  assert.equal(res.status(), 200, await res.text());
}

/** The viewport at both widths; `show` is scrolled into view after each resize (the phone's layout is longer). */
async function shoot(name: string, show?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    if (show) await page.evaluate((el) => el?.scrollIntoView({ block: "center" }), await show.elementHandle());
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const siteName = () => page.getByRole("textbox", { name: "Website-Name", exact: true });
const conflictDialog = () => page.getByRole("alertdialog", { name: "Bearbeitungskonflikt" });

describe("settings", () => {
  it("offers the unsaved changes after a reload, with the changed fields, and restores them", async () => {
    await page.goto(`${BASE_URL}/admin/settings`);
    await siteName().fill("Beratung „Nord“ – Entwurf");
    await page.getByLabel("Telefon").fill("+49 40 1234567");
    await page.waitForTimeout(1500);
    await page.reload();
    const offer = page.getByRole("alert").filter({ hasText: "Ungespeicherte Änderungen vom" });
    await offer.waitFor();
    // exactly the fields typed into (a flag that names TOTP is no secret and no change)
    assert.equal(await offer.getByText(/^Geänderte Felder:/).innerText(), "Geänderte Felder: Website-Name, Telefon");
    assert.notEqual(await siteName().inputValue(), "Beratung „Nord“ – Entwurf");
    await shoot("editing-draft-banner", offer);
    await offer.getByRole("button", { name: "Wiederherstellen" }).click();
    assert.equal(await siteName().inputValue(), "Beratung „Nord“ – Entwurf");
  });

  it("a colleague saved in between: the conflict dialog shows both per field; the choice is saved", async () => {
    await colleagueSaves("/api/admin/settings", "/api/admin/settings", { site_name: "Name von Bernd", contact_phone: "+49 30 999" });
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    const dialog = conflictDialog();
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /von Bernd Kollege gespeichert/);
    await shoot("editing-conflict");
    // both changed both fields: nothing is preset, and nothing can be saved until each is chosen
    const saveChoice = dialog.getByRole("button", { name: "Auswahl speichern" });
    assert.equal(await saveChoice.isDisabled(), true);
    assert.match(await dialog.getByRole("status").innerText(), /Noch zu wählen: Website-Name, Telefon/);
    await dialog.getByRole("group", { name: "Telefon" }).getByLabel("Fassung von Bernd Kollege").check();
    assert.equal(await saveChoice.isDisabled(), true);
    await dialog.getByRole("group", { name: "Website-Name" }).getByLabel("Meine Fassung").check();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await page.getByText("Einstellungen erfolgreich gespeichert").waitFor();
    const stored = (await (await page.request.get(`${BASE_URL}/api/admin/settings`)).json()) as {
      settings: { key: string; value: string }[];
    };
    const value = (key: string) => stored.settings.find((s) => s.key === key)?.value;
    assert.equal(value("site_name"), "Beratung „Nord“ – Entwurf");
    assert.equal(value("contact_phone"), "+49 30 999");
  });
});

describe("inline UI-text editor", () => {
  it("keeps a draft per text, offers it back, and resolves a conflict per field", async () => {
    const key = `e2e.entwurf_${Date.now().toString(36)}`;
    const created = await page.request.post(`${BASE_URL}/api/admin/translations`, {
      headers: { origin: BASE_URL },
      data: { key, german: "Alter Text", english: "Old text", category: "e2e" },
    });
    assert.equal(created.status(), 201, await created.text());
    const { id } = (await created.json()) as { id: number };
    const open = async () => {
      await page.goto(`${BASE_URL}/admin/translations`);
      await page.getByLabel("Übersetzungen durchsuchen").fill(key);
      await page.getByRole("button", { name: `${key} bearbeiten` }).click();
      return page.getByRole("form", { name: `${key} bearbeiten` });
    };
    let editor = await open();
    const german = "Neuer Text mit „Umlauten“: äöü ß – 100 %";
    await editor.getByLabel("Deutsch").fill(german);
    await page.waitForTimeout(1500);

    editor = await open();
    const offer = editor.getByRole("alert").filter({ hasText: "Ungespeicherte Änderungen vom" });
    await offer.waitFor();
    assert.match(await offer.innerText(), /Geänderte Felder: Deutsch/);
    await offer.getByRole("button", { name: "Wiederherstellen" }).click();
    assert.equal(await editor.getByLabel("Deutsch").inputValue(), german);

    await colleagueSaves(`/api/admin/translations/${id}`, `/api/admin/translations/${id}`, {
      german: "Alter Text",
      english: "Text by Bernd",
    });
    await editor.getByRole("button", { name: "Speichern", exact: true }).click();
    const dialog = conflictDialog();
    await dialog.waitFor();
    // the offered save as it is: each side's change is preset (the three-way merge against the loaded version)
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await page.getByText("Übersetzung gespeichert").waitFor();
    const stored = (await (await page.request.get(`${BASE_URL}/api/admin/translations/${id}`)).json()) as {
      german: string;
      english: string;
    };
    // German changed only here, English only by the colleague: both changes stay
    assert.equal(stored.german, german);
    assert.equal(stored.english, "Text by Bernd");
  });
});

describe("AI studio publish", () => {
  it("the entry changed elsewhere: publishing opens the conflict dialog and publishes the chosen version", async () => {
    const title = `Konflikt beim Veröffentlichen ${Date.now().toString(36)}`;
    const entry = { title, keywords: ["KI"], content_type: "blog", status: "draft", blog_content: "## Alter Artikel\n\nText." };
    const created = await page.request.post(`${BASE_URL}/api/admin/ai-content`, { headers: { origin: BASE_URL }, data: entry });
    assert.equal(created.status(), 201, await created.text());
    const { id } = (await created.json()) as { id: number };
    await page.goto(`${BASE_URL}/admin/ai-content`);
    await page.getByRole("button", { name: `Veröffentlichen: ${title}` }).click();
    const publish = page.getByRole("dialog", { name: "Im Blog veröffentlichen" });
    await publish.waitFor();

    const theirs = "## Artikel von Bernd\n\nÜberarbeitet – „besser“.";
    await colleagueSaves(`/api/admin/ai-content/${id}`, `/api/admin/ai-content/${id}`, { ...entry, blog_content: theirs });
    await publish.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    const dialog = conflictDialog();
    await dialog.waitFor();
    const article = dialog.getByRole("group", { name: "Artikel" });
    assert.match(await article.innerText(), /Artikel von Bernd/);
    assert.equal(await dialog.getByRole("button", { name: "Auswahl ins Formular übernehmen" }).count(), 0);
    await article.getByLabel("Fassung von Bernd Kollege").check();
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await page.getByRole("dialog", { name: "Veröffentlicht" }).waitFor();
    const stored = (await (await page.request.get(`${BASE_URL}/api/admin/ai-content/${id}`)).json()) as {
      status: string;
      blog_post_id: number;
    };
    assert.equal(stored.status, "published");
    const post = (await (await page.request.get(`${BASE_URL}/api/admin/blog/${stored.blog_post_id}`)).json()) as { content: string };
    assert.equal(post.content, theirs);
  });

  it("an editor hands over an entry changed elsewhere: the conflict dialog, then the chosen version is submitted", async () => {
    const editor = await createAccount("editor", "Ella Redakteurin");
    const { context: editorContext, page: own } = await openPage(browser);
    try {
      await signIn(own, editor);
      await own.waitForURL((url) => url.pathname === "/admin");
      const title = `Konflikt beim Einreichen ${Date.now().toString(36)}`;
      const entry = { title, keywords: ["KI"], content_type: "blog", status: "draft", blog_content: "## Entwurf\n\nText." };
      const created = await own.request.post(`${BASE_URL}/api/admin/ai-content`, { headers: { origin: BASE_URL }, data: entry });
      assert.equal(created.status(), 201, await created.text());
      const { id } = (await created.json()) as { id: number };
      await own.goto(`${BASE_URL}/admin/ai-content`);
      const submit = own.getByRole("button", { name: `Zur Freigabe einreichen: ${title}` });
      await submit.waitFor();

      const theirs = "## Entwurf von Bernd\n\nÜberarbeitet.";
      await colleagueSaves(`/api/admin/ai-content/${id}`, `/api/admin/ai-content/${id}`, { ...entry, blog_content: theirs });
      await submit.click();
      const dialog = own.getByRole("alertdialog", { name: "Bearbeitungskonflikt" });
      await dialog.waitFor();
      const article = dialog.getByRole("group", { name: "Artikel" });
      await article.getByLabel("Fassung von Bernd Kollege").check();
      await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
      await own.getByText("Zur Freigabe eingereicht: Der Beitrag steht im Blog im Status Review.").waitFor();
      const stored = (await (await own.request.get(`${BASE_URL}/api/admin/ai-content/${id}`)).json()) as { blog_post_id: number };
      const post = (await (await own.request.get(`${BASE_URL}/api/admin/blog/${stored.blog_post_id}`)).json()) as {
        content: string;
        content_status: string;
      };
      assert.deepEqual([post.content, post.content_status], [theirs, "review"]);
    } finally {
      await editorContext.close();
    }
  });
});

after(async () => context?.close());

describe("page editor", () => {
  it("a colleague changed the address while I changed the title: the offered save keeps both, and no one is asked about the address", async () => {
    const stamp = Date.now().toString(36);
    const title = `Zusammenführen ${stamp}`;
    const slug = `zusammenfuehren-${stamp}`;
    const created = await page.request.post(`${BASE_URL}/api/admin/pages`, {
      headers: { origin: BASE_URL },
      data: { title, slug, template: "default", published: true, sort_order: 1, sections: [], translations: [] },
    });
    assert.equal(created.status(), 201, await created.text());
    const { id } = (await created.json()) as { id: number };
    const editorOf = async (p: Page) => {
      await p.goto(`${BASE_URL}/admin/pages`);
      await p.getByRole("button", { name: `${title} bearbeiten` }).click();
      const d = p.getByRole("dialog").filter({ has: p.locator("#page-form") });
      await d.waitFor();
      return d;
    };
    const mine = await editorOf(page);
    const theirs = await editorOf(colleague);
    await editAnyway(colleague, admin.name);
    await theirs.getByRole("textbox", { name: "Slug", exact: true }).fill(`${slug}-neu`);
    await theirs.getByRole("button", { name: "Speichern" }).click();
    await theirs.waitFor({ state: "detached" });

    await mine.getByRole("textbox", { name: "Titel", exact: true }).fill(`${title} – neuer Titel`);
    await mine.getByRole("button", { name: "Speichern" }).click();
    const dialog = conflictDialog();
    await dialog.waitFor();
    assert.equal(await dialog.getByRole("group", { name: "Slug", exact: true }).getByLabel("Fassung von Bernd Kollege").isChecked(), true);
    assert.equal(await dialog.getByRole("group", { name: "Titel", exact: true }).getByLabel("Meine Fassung").isChecked(), true);
    await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
    await mine.waitFor({ state: "detached" });
    assert.equal(await page.getByRole("alertdialog", { name: "Adresse wiederverwenden?" }).count(), 0);
    const stored = (await (await page.request.get(`${BASE_URL}/api/admin/pages/${id}`)).json()) as { title: string; slug: string };
    assert.equal(stored.title, `${title} – neuer Titel`);
    assert.equal(stored.slug, `${slug}-neu`);
  });
});

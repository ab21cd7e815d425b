/**
 * @file Issue 46 in the browser: editors see each other (presence, who is typing, the soft lock and its notice), the
 * server keeps unsaved work of a published post beside the live version and offers it in another browser, and a save
 * made offline says so, can be cancelled, and goes out by itself once the connection is back.
 */

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, createAccount, editAnyway, openPostEditor, signedInContext } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
let erika: Account;
let bernd: Account;

const signedIn = (account: Account) => signedInContext(browser, account);

/** A published post, created through the API as the signed-in page. */
async function createPost(page: Page, title: string): Promise<{ id: number; slug: string }> {
  const res = await page.request.post(`${BASE_URL}/api/admin/blog`, {
    headers: { origin: BASE_URL },
    data: { title, excerpt: "Kurz", content: "Veröffentlichter Text", content_status: "published", published: true },
  });
  assert.equal(res.status(), 201, await res.text());
  return (await res.json()) as { id: number; slug: string };
}

/** EDITING_SHOTS_DIR=docs/design: the screens of this file at both widths (docs/editing.md, "Screenshots"). */
const SHOTS = process.env.EDITING_SHOTS_DIR;
async function shoot(page: Page, name: string, show?: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    if (show)
      await page
        .getByText(show)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const contentField = (page: Page) => page.getByLabel("Inhalt (Markdown)");
const presenceLine = (page: Page) => page.getByTestId("presence");

before(async () => {
  browser = await launch();
  erika = await createAccount("admin", "Erika Redaktion");
  bernd = await createAccount("admin", "Bernd Kollege");
});
after(async () => browser?.close());

describe("editing together", () => {
  it("two browsers on one post see each other within 2 s, who types, the takeover, and closing clears it within 30 s", async () => {
    const a = await signedIn(erika);
    const b = await signedIn(bernd);
    const title = `Gemeinsam ${Date.now().toString(36)}`;
    await createPost(a.page, title);
    await openPostEditor(a.page, title);

    const opened = Date.now();
    await openPostEditor(b.page, title);
    // Bernd came second: Erika holds the soft lock, and he is asked before he edits
    if (SHOTS) {
      await b.page.getByRole("alertdialog", { name: "Wird gerade bearbeitet" }).waitFor();
      await shoot(b.page, "editing-lock");
    }
    await editAnyway(b.page, erika.name);
    await presenceLine(a.page)
      .getByText(/Bernd Kollege bearbeitet diesen Beitrag seit \d\d:\d\d/)
      .waitFor({ timeout: 2_000 });
    await presenceLine(b.page)
      .getByText(/Erika Redaktion bearbeitet diesen Beitrag seit \d\d:\d\d/)
      .waitFor({ timeout: 2_000 });
    assert.ok(Date.now() - opened < 4_000, "both editors knew of each other within 2 s of the second opening");
    await a.page.getByText("Bernd Kollege bearbeitet diesen Beitrag jetzt ebenfalls.").waitFor({ timeout: 2_000 });

    await contentField(b.page).pressSequentially("Neu", { delay: 50 });
    await presenceLine(a.page)
      .getByText(/– tippt gerade/)
      .waitFor({ timeout: 3_000 });
    await shoot(a.page, "editing-presence");

    const closed = Date.now();
    await b.context.close();
    await presenceLine(a.page).waitFor({ state: "detached", timeout: 30_000 });
    console.log(`presence cleared ${Date.now() - closed} ms after the other browser closed`);
    await a.context.close();
  });

  it("two browsers change different fields of an AI-studio entry: the second one's offered save keeps both", async () => {
    const a = await signedIn(erika);
    const b = await signedIn(bernd);
    const title = `Studio gemeinsam ${Date.now().toString(36)}`;
    // scheduled: no draft autosave runs, so both changes meet only in the conflict
    const entry = { title, keywords: ["KI"], content_type: "blog", status: "scheduled", blog_content: "## Alt\n\nText." };
    const created = await a.page.request.post(`${BASE_URL}/api/admin/ai-content`, { headers: { origin: BASE_URL }, data: entry });
    assert.equal(created.status(), 201, await created.text());
    const { id } = (await created.json()) as { id: number };
    const openEntry = async (page: Page) => {
      await page.goto(`${BASE_URL}/admin/ai-content`);
      await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
      await page.getByRole("dialog", { name: "AI Content bearbeiten" }).waitFor();
    };
    await openEntry(a.page);
    await openEntry(b.page);
    await editAnyway(b.page, erika.name);

    await b.page.getByLabel("Titel (Englisch)").fill("Studio together");
    await b.page.getByRole("button", { name: "Speichern", exact: true }).click();
    await b.page.getByText("AI Content gespeichert").waitFor();

    const article = "## Neu von Erika\n\nÜberarbeitet – „gründlich“.";
    await a.page.getByLabel("Inhalt (Markdown)").fill(article);
    await a.page.getByRole("button", { name: "Speichern", exact: true }).click();
    const conflict = a.page.getByRole("alertdialog", { name: "Bearbeitungskonflikt" });
    await conflict.waitFor();
    assert.equal(await conflict.getByRole("group", { name: "Titel (Englisch)" }).getByLabel("Fassung von Bernd Kollege").isChecked(), true);
    assert.equal(await conflict.getByRole("group", { name: "Artikel" }).getByLabel("Meine Fassung").isChecked(), true);
    await conflict.getByRole("button", { name: "Auswahl speichern" }).click();
    await a.page.getByText("AI Content gespeichert").waitFor();
    const stored = (await (await a.page.request.get(`${BASE_URL}/api/admin/ai-content/${id}`)).json()) as {
      title_en: string;
      blog_content: string;
    };
    assert.deepEqual([stored.title_en, stored.blog_content], ["Studio together", article]);
    await a.context.close();
    await b.context.close();
  });

  it("keeps unsaved work of a published post on the server, unpublished, and offers it in another browser", async () => {
    const a = await signedIn(erika);
    const title = `Serverkopie ${Date.now().toString(36)}`;
    const { id, slug } = await createPost(a.page, title);
    await openPostEditor(a.page, title);
    const text = "## Halb fertig\n\nDieser Absatz ist noch nicht veröffentlicht – „Umlaute“ inklusive.";
    await contentField(a.page).fill(text);
    await a.page.getByText(/^Zwischenstand um \d\d:\d\d auf dem Server gesichert \(nicht veröffentlicht\)$/).waitFor({ timeout: 12_000 });
    const live = await a.page.request.get(`${BASE_URL}/blog/${slug}`);
    assert.equal(live.status(), 200);
    assert.doesNotMatch(await live.text(), /Halb fertig/);
    // the browser is lost: another one, with no local draft
    await a.context.close();

    const b = await signedIn(erika);
    const dialog = await openPostEditor(b.page, title);
    const offer = dialog.getByRole("alert").filter({ hasText: "(auf dem Server gesichert)" });
    await offer.waitFor();
    assert.match(await offer.innerText(), /Geänderte Felder: Inhalt/);
    await offer.getByRole("button", { name: "Wiederherstellen" }).click();
    assert.equal(await contentField(b.page).inputValue(), text);
    await b.page.getByRole("button", { name: "Speichern", exact: true }).click();
    await b.page.getByText("Blog-Post gespeichert").waitFor();
    const stored = (await (await b.page.request.get(`${BASE_URL}/api/admin/blog/${id}`)).json()) as { content: string };
    assert.equal(stored.content, text);
    // saved: the server copy is gone
    const copy = await b.page.request.get(`${BASE_URL}/api/admin/blog/${id}/autosave`);
    assert.equal(await copy.json(), null);
    await b.context.close();
  });

  it("offline: says so at once, leaves 'Abbrechen' usable, and saves by itself when the connection is back", async () => {
    const a = await signedIn(erika);
    const title = `Offline ${Date.now().toString(36)}`;
    const { id } = await createPost(a.page, title);
    const dialog = await openPostEditor(a.page, title);
    const text = "Unterwegs geschrieben, ohne Netz.";
    await contentField(a.page).fill(text);
    await a.context.setOffline(true);
    const started = Date.now();
    await a.page.getByRole("button", { name: "Speichern", exact: true }).click();
    await a.page.getByText("Offline – wird gespeichert, sobald die Verbindung zurück ist.").waitFor({ timeout: 3_000 });
    assert.ok(Date.now() - started < 3_000);
    await shoot(a.page, "editing-offline", "Offline – wird gespeichert");
    assert.equal(await dialog.getByRole("button", { name: "Abbrechen", exact: true }).first().isEnabled(), true);
    assert.equal(await contentField(a.page).inputValue(), text);

    await a.context.setOffline(false);
    await a.page.getByText("Blog-Post gespeichert").waitFor({ timeout: 10_000 });
    const stored = (await (await a.page.request.get(`${BASE_URL}/api/admin/blog/${id}`)).json()) as { content: string };
    assert.equal(stored.content, text);
    await a.context.close();
  });

  it("offline: the banner's 'Abbrechen' stops the waiting save; the text stays in the form", async () => {
    const a = await signedIn(erika);
    const title = `Abbruch ${Date.now().toString(36)}`;
    const { id } = await createPost(a.page, title);
    await openPostEditor(a.page, title);
    await contentField(a.page).fill("Lieber doch nicht speichern.");
    await a.context.setOffline(true);
    await a.page.getByRole("button", { name: "Speichern", exact: true }).click();
    const waiting = a.page.getByRole("alert").filter({ hasText: "Offline – wird gespeichert" });
    await waiting.waitFor();
    await waiting.getByRole("button", { name: "Abbrechen" }).click();
    await a.page.getByText("Nicht gespeichert. Ihre Eingaben bleiben in diesem Browser erhalten.").waitFor();
    await a.context.setOffline(false);
    await a.page.waitForTimeout(1_500);
    const stored = (await (await a.page.request.get(`${BASE_URL}/api/admin/blog/${id}`)).json()) as { content: string };
    assert.equal(stored.content, "Veröffentlichter Text");
    assert.equal(await contentField(a.page).inputValue(), "Lieber doch nicht speichern.");
    await a.context.close();
  });
});

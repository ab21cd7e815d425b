/**
 * @file Issue 26 in the browser: no editor's work is lost. The blog post form (German UI) through an idle session that
 * expired, "Überall abmelden" from another browser, a closed and reopened tab, a network cut and a server error during
 * the save, two browsers saving the same post, the leave guard and the autosave of a draft. Each run checks the
 * stored post character for character.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { openLocalD1 } from "../../scripts/lib/local-d1.ts";
import { type Account, createAccount, editAnyway, openPostEditor, signedInContext } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
let admin: Account;

/** A long bilingual text with umlauts, quotes and line breaks: every character must arrive. */
const LONG = (tag: string) =>
  `## ${tag}: Größere Datenmengen\n\n${"Ärger über „verlorene“ Texte gehört der Vergangenheit an – 100 % sicher. ".repeat(40)}\n\nEnglish: don't lose a word.`;

const signedIn = (account: Account) => signedInContext(browser, account);

/** Creates a post through the API as the signed-in page (published, so no autosave runs unless `draft`). */
async function createPost(page: Page, title: string, draft = false): Promise<number> {
  const res = await page.request.post(`${BASE_URL}/api/admin/blog`, {
    headers: { origin: BASE_URL },
    data: {
      title,
      excerpt: "Kurz",
      content: "Alter Text",
      content_status: draft ? "draft" : "published",
      published: !draft,
    },
  });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { id: number }).id;
}

async function storedPost(page: Page, id: number) {
  const res = await page.request.get(`${BASE_URL}/api/admin/blog/${id}`);
  assert.equal(res.status(), 200);
  return (await res.json()) as { title: string; content: string; content_status: string; published: boolean; version: number };
}

const contentField = (page: Page) => page.getByLabel("Inhalt (Markdown)");

/** Ends every session of the account in the database, as the idle limit would after two hours. */
function expireSessions(account: Account) {
  const db = openLocalD1(process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state");
  try {
    db.prepare(
      "UPDATE admin_sessions SET last_seen_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM admin_users WHERE email = ?)",
    ).run(account.email);
  } finally {
    db.close();
  }
}

async function signInAgainWithPassword(page: Page, account: Account) {
  const dialog = page.getByRole("alertdialog", { name: "Sitzung abgelaufen – erneut anmelden" });
  await dialog.waitFor();
  await dialog.getByLabel("Passwort").fill(account.password);
  await dialog.getByRole("button", { name: "Anmelden und speichern" }).click();
  await dialog.waitFor({ state: "detached" });
}

before(async () => {
  admin = await createAccount("admin", "Erika Redaktion");
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

describe("the post form keeps every character", () => {
  it("session expired while typing: signs in again over the form and saves", async () => {
    const { context, page } = await signedIn(admin);
    const id = await createPost(page, "Sitzung abgelaufen");
    await openPostEditor(page, "Sitzung abgelaufen");
    const text = LONG("Abgelaufen");
    await contentField(page).fill(text);
    expireSessions(admin);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await signInAgainWithPassword(page, admin);
    await page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal(page.url(), `${BASE_URL}/admin/blog`);
    assert.equal((await storedPost(page, id)).content, text);
    await context.close();
  });

  it("'Überall abmelden' in another browser: the form stays and saves after signing in again", async () => {
    const mine = await signedIn(admin);
    const id = await createPost(mine.page, "Überall abgemeldet");
    await openPostEditor(mine.page, "Überall abgemeldet");
    const text = LONG("Überall");
    await contentField(mine.page).fill(text);

    const other = await signedIn(admin);
    await other.page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await other.page.getByRole("button", { name: "Überall abmelden" }).click();
    await other.page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await other.page.waitForURL((url) => url.pathname === "/admin/login");
    await other.context.close();

    await mine.page.getByRole("button", { name: "Speichern", exact: true }).click();
    await signInAgainWithPassword(mine.page, admin);
    await mine.page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal((await storedPost(mine.page, id)).content, text);
    await mine.context.close();
  });

  it("tab closed and reopened: offers the unsaved changes with the changed fields, restores and saves them", async () => {
    const { context, page } = await signedIn(admin);
    const id = await createPost(page, "Tab geschlossen");
    await openPostEditor(page, "Tab geschlossen");
    const text = LONG("Tab");
    await contentField(page).fill(text);
    await page.getByLabel("Titel (Englisch)").fill("Closed tab");
    await page.waitForTimeout(1500);
    await page.close();

    const again = await context.newPage();
    const dialog = await openPostEditor(again, "Tab geschlossen");
    const offer = dialog.getByRole("alert").filter({ hasText: "Ungespeicherte Änderungen vom" });
    await offer.waitFor();
    assert.match(await offer.innerText(), /Geänderte Felder: Titel \(Englisch\), Inhalt/);
    // nothing is applied before the user says so
    assert.equal(await contentField(again).inputValue(), "Alter Text");
    await offer.getByRole("button", { name: "Wiederherstellen" }).click();
    assert.equal(await contentField(again).inputValue(), text);
    await again.getByRole("button", { name: "Speichern", exact: true }).click();
    await again.getByText("Blog-Post gespeichert").waitFor();
    assert.equal((await storedPost(again, id)).content, text);
    // saved: the draft is gone, the next visit offers nothing
    await openPostEditor(again, "Tab geschlossen");
    assert.equal(await again.getByText("Ungespeicherte Änderungen vom").count(), 0);
    await context.close();
  });

  it("network cut during the save: the form stays, says it saves once the connection is back, and 'Jetzt versuchen' saves", async () => {
    const { context, page } = await signedIn(admin);
    const id = await createPost(page, "Netz weg");
    await openPostEditor(page, "Netz weg");
    const text = LONG("Netz");
    await contentField(page).fill(text);
    await page.route(`**/api/admin/blog/${id}`, (route) => (route.request().method() === "PUT" ? route.abort() : route.fallback()));
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText("Keine Verbindung zum Server – wird gespeichert, sobald die Verbindung zurück ist.").waitFor();
    assert.equal(await contentField(page).inputValue(), text);
    await page.unroute(`**/api/admin/blog/${id}`);
    await page.getByRole("button", { name: "Jetzt versuchen" }).click();
    await page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal((await storedPost(page, id)).content, text);
    await context.close();
  });

  it("server answers 500: the form stays, and 'Erneut speichern' saves", async () => {
    const { context, page } = await signedIn(admin);
    const id = await createPost(page, "Serverfehler");
    await openPostEditor(page, "Serverfehler");
    const text = LONG("Fehler");
    await contentField(page).fill(text);
    await page.route(`**/api/admin/blog/${id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "Interner Fehler", code: "internal_error" }),
          })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText("Nicht gespeichert: Der Server hat einen Fehler gemeldet.").waitFor();
    assert.equal(await contentField(page).inputValue(), text);
    await page.unroute(`**/api/admin/blog/${id}`);
    await page.getByRole("button", { name: "Erneut speichern" }).click();
    await page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal((await storedPost(page, id)).content, text);
    await context.close();
  });

  it("two browsers save the same post: the second sees both versions per field and keeps both changes", async () => {
    const colleague = await createAccount("admin", "Bernd Kollege");
    const a = await signedIn(admin);
    const b = await signedIn(colleague);
    const id = await createPost(a.page, "Zwei Browser");
    await openPostEditor(a.page, "Zwei Browser");
    await openPostEditor(b.page, "Zwei Browser");
    await editAnyway(b.page, admin.name);

    await b.page.getByRole("textbox", { name: "Titel", exact: true }).fill("Zwei Browser – Titel von Bernd");
    await b.page.getByRole("button", { name: "Speichern", exact: true }).click();
    await b.page.getByText("Blog-Post gespeichert").waitFor();

    const text = LONG("Konflikt");
    await contentField(a.page).fill(text);
    await a.page.getByRole("button", { name: "Speichern", exact: true }).click();
    const conflict = a.page.getByRole("alertdialog", { name: "Bearbeitungskonflikt" });
    await conflict.waitFor();
    assert.match(await conflict.innerText(), /von Bernd Kollege gespeichert/);
    const title = conflict.getByRole("group", { name: "Titel", exact: true });
    assert.match(await title.innerText(), /Zwei Browser – Titel von Bernd/);
    // the offered save as it is: the title only Bernd changed is his, the text only this editor changed is hers
    assert.equal(await title.getByLabel("Fassung von Bernd Kollege").isChecked(), true);
    assert.equal(await conflict.getByRole("group", { name: "Inhalt", exact: true }).getByLabel("Meine Fassung").isChecked(), true);
    await conflict.getByRole("button", { name: "Auswahl speichern" }).click();
    await a.page.getByText("Blog-Post gespeichert").waitFor();
    const stored = await storedPost(a.page, id);
    assert.equal(stored.title, "Zwei Browser – Titel von Bernd");
    assert.equal(stored.content, text);
    assert.equal(stored.version, 3);
    await a.context.close();
    await b.context.close();
  });

  it("asks before closing the form with unsaved changes", async () => {
    const { context, page } = await signedIn(admin);
    await createPost(page, "Schließen");
    await openPostEditor(page, "Schließen");
    await contentField(page).fill("Noch nicht gespeichert");
    await page.getByRole("button", { name: "Abbrechen" }).click();
    const ask = page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Abbrechen" }).click();
    assert.equal(await contentField(page).inputValue(), "Noch nicht gespeichert");
    await page.getByRole("button", { name: "Abbrechen" }).click();
    await page.getByRole("alertdialog", { name: "Ungespeicherte Änderungen" }).getByRole("button", { name: "Verwerfen" }).click();
    await page.getByRole("dialog", { name: "Blog-Post bearbeiten" }).waitFor({ state: "detached" });
    await context.close();
  });

  it("autosaves a draft every 10 seconds, as a draft", async () => {
    const { context, page } = await signedIn(admin);
    const id = await createPost(page, "Automatisch", true);
    await openPostEditor(page, "Automatisch");
    const text = LONG("Autosave");
    await contentField(page).fill(text);
    await page.getByText(/^Automatisch gespeichert um \d\d:\d\d$/).waitFor({ timeout: 15_000 });
    const stored = await storedPost(page, id);
    assert.equal(stored.content, text);
    assert.equal(stored.content_status, "draft");
    assert.equal(stored.published, false);
    await context.close();
  });
});

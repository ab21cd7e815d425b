/**
 * @file Issue 27 in the browser (German UI): a post edited twice, its history with the diff, the first edit restored,
 * the post deleted and brought back by the undo toast and from the Papierkorb, its slug changed and the old address
 * followed to the new one in both languages.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage } from "./browser.ts";

let browser: Browser;
let admin: Account;

before(async () => {
  browser = await launch();
  admin = await createAccount("admin", "Undo Admin");
});
after(async () => browser?.close());

async function storedPost(page: Page, id: number) {
  const res = await page.request.get(`${BASE_URL}/api/admin/blog/${id}`);
  return { status: res.status(), post: res.ok() ? ((await res.json()) as { content: string; slug: string; version: number }) : null };
}

async function openEditor(page: Page, title: string) {
  await page.goto(`${BASE_URL}/admin/blog`);
  await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Blog-Post bearbeiten" });
  await dialog.waitFor();
  return dialog;
}

async function saveContent(page: Page, title: string, content: string) {
  const dialog = await openEditor(page, title);
  await dialog.getByLabel("Inhalt (Markdown)").fill(content);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await dialog.waitFor({ state: "detached" });
}

async function deletePost(page: Page, title: string) {
  await page.goto(`${BASE_URL}/admin/blog`);
  await page.getByRole("button", { name: `Löschen: ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await page.getByRole("button", { name: `Löschen: ${title}` }).waitFor({ state: "detached" });
}

describe("undo: history, trash and redirects", () => {
  it("restores a revision, brings a deleted post back and redirects its old address", async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, admin);
      await page.waitForURL((url) => url.pathname === "/admin");
      const stamp = Date.now().toString(36);
      const title = `Rückgängig ${stamp}`;
      const oldSlug = `rueckgaengig-${stamp}`;
      const created = await page.request.post(`${BASE_URL}/api/admin/blog`, {
        headers: { origin: BASE_URL },
        data: {
          title,
          title_en: `Undo ${stamp}`,
          slug: oldSlug,
          excerpt: "Kurz",
          excerpt_en: "Short",
          content: "Alter Text",
          content_en: "Old text",
          content_status: "published",
          published: true,
        },
      });
      assert.equal(created.status(), 201, await created.text());
      const id = ((await created.json()) as { id: number }).id;

      // two edits, then the history: the newest two are compared word by word
      await saveContent(page, title, "Erste Fassung über Daten");
      await saveContent(page, title, "Zweite Fassung über Daten");
      const editor = await openEditor(page, title);
      await editor.getByRole("button", { name: "Verlauf" }).click();
      const history = page.getByRole("dialog", { name: "Verlauf" });
      await history.getByRole("region", { name: "Unterschiede" }).waitFor();
      assert.equal((await history.locator(".adm-diff del").first().textContent())?.trim(), "Erste");
      assert.equal((await history.locator(".adm-diff ins").first().textContent())?.trim(), "Zweite");

      // the first edit is the second entry (newest first)
      await history
        .getByRole("listitem")
        .nth(1)
        .getByRole("button", { name: /wiederherstellen/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Wiederherstellen" }).click();
      await history.waitFor({ state: "detached" });
      assert.equal((await storedPost(page, id)).post?.content, "Erste Fassung über Daten");

      // a delete is undone by the toast ...
      await deletePost(page, title);
      assert.equal((await storedPost(page, id)).status, 404);
      await page.getByRole("button", { name: "Rückgängig" }).click();
      await page.getByRole("button", { name: `Löschen: ${title}` }).waitFor();
      assert.equal((await storedPost(page, id)).status, 200);

      // ... or from the Papierkorb
      await deletePost(page, title);
      await page.getByRole("link", { name: "Papierkorb" }).click();
      await page.getByRole("heading", { level: 1, name: "Papierkorb" }).waitFor();
      await page.getByRole("button", { name: `${title} wiederherstellen` }).click();
      await page.getByRole("button", { name: `${title} wiederherstellen` }).waitFor({ state: "detached" });
      const restored = await storedPost(page, id);
      assert.equal(restored.status, 200);
      assert.equal(restored.post?.content, "Erste Fassung über Daten");
      assert.equal(restored.post?.slug, oldSlug);

      // a new slug: the old addresses lead to the new ones in both languages
      const newSlug = `neu-${stamp}`;
      const slugEditor = await openEditor(page, title);
      await slugEditor.getByLabel("Slug", { exact: true }).fill(newSlug);
      await slugEditor.getByRole("button", { name: "Speichern" }).click();
      await slugEditor.waitFor({ state: "detached" });
      for (const prefix of ["", "/en"]) {
        const res = await page.goto(`${BASE_URL}${prefix}/blog/${oldSlug}`);
        assert.equal(new URL(page.url()).pathname, `${prefix}/blog/${newSlug}`);
        assert.equal(res?.status(), 200);
      }
    } finally {
      await context.close();
    }
  });
});

/**
 * @file 'Meine Sitzungen' in the browser: from the header, the own sessions (this one marked), 'abmelden' of another
 * session (that browser is signed out at once), an admin ending all sessions of a user in the Users screen, and
 * 'Überall abmelden'. Axe checks the screen.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, assertAccessible, createAccount, openAdminPage, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
let admin: Account;
let page: Page;

before(async () => {
  browser = await launch();
  admin = await createAccount("admin", "Sitzungs Admin");
  ({ page } = await openAdminPage(browser));
  await signIn(page, admin);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => browser?.close());

/** Signs the account in from a fresh browser context; returns the page. */
async function elsewhere(account: Account) {
  const other = await openAdminPage(browser);
  await signIn(other.page, account);
  await other.page.waitForURL((url) => url.pathname === "/admin");
  return other;
}

/** Whether a signed-in page is sent to sign-in when it loads a screen again (else it shows the screen). */
async function signedOut(other: Page) {
  await other.goto(`${BASE_URL}/admin/team`);
  return Promise.race([
    other
      .getByRole("heading", { name: "Admin-Anmeldung" })
      .waitFor()
      .then(() => true),
    other
      .getByRole("heading", { level: 1, name: "Team" })
      .waitFor()
      .then(() => false),
  ]);
}

describe("Meine Sitzungen", () => {
  it("lists the own sessions from the header and ends another one at once", async () => {
    const phone = await elsewhere(admin);
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("heading", { level: 1, name: "Meine Sitzungen" }).waitFor();
    const rows = page.getByRole("table").getByRole("row");
    await rows.nth(2).waitFor();
    assert.equal(await rows.count(), 3);
    await page.getByText("Diese Sitzung").waitFor();
    await assertAccessible(page, "sessions");
    const other = page.getByRole("row").filter({ hasNotText: "Diese Sitzung" }).last();
    await other.getByRole("button", { name: /abmelden$/ }).click();
    await page.getByText("Sitzung beendet.").waitFor();
    assert.equal(await rows.count(), 2);
    assert.equal(await signedOut(phone.page), true);
    await phone.context.close();
  });

  it("lets an admin end every session of a user in the Users screen", async () => {
    const editor = await createAccount("editor", "Erik Editor");
    const editorPage = await elsewhere(editor);
    await page.getByRole("navigation").getByRole("link", { name: "Benutzer" }).click();
    await page.getByRole("button", { name: `Alle Sitzungen beenden: ${editor.email}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Sitzungen beenden" }).click();
    await page.getByText(`Alle Sitzungen von ${editor.email} wurden beendet.`).waitFor();
    assert.equal(await signedOut(editorPage.page), true);
    await editorPage.context.close();
  });

  it("'Überall abmelden' ends every session, this one too", async () => {
    const second = await elsewhere(admin);
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    assert.equal(await signedOut(second.page), true);
    await second.context.close();
  });
});

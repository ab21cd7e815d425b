/**
 * @file Passkeys in the browser, with Chromium's virtual authenticator (CTAP2, internal, resident keys, user verified):
 * a staff member adds a named passkey under 'Meine Sitzungen', signs out, and signs in with 'Mit Passkey anmelden'
 * without password or TOTP; renaming and deleting work; screenshots at 1,366 and 412 px. The run serves this file's
 * site as http://localhost:<port> (tests/e2e/run.ts): WebAuthn takes no IP address as RP ID.
 */

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { Browser, CDPSession, Page } from "playwright-core";
import { type Account, assertAccessible, createAccount, openAdminPage, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, virtualAuthenticator } from "./browser.ts";

const SHOTS = process.env.PASSKEY_SHOTS_DIR;
let browser: Browser;
let account: Account;
let page: Page;
let problems: string[];
let cdp: CDPSession;
let authenticatorId = "";

before(async () => {
  assert.equal(new URL(BASE_URL).hostname, "localhost", "run this file through tests/e2e/run.ts (it serves it as localhost)");
  browser = await launch();
  account = await createAccount("editor", "Paula Passkey");
  ({ page, problems } = await openAdminPage(browser));
  ({ cdp, authenticatorId } = await virtualAuthenticator(page));
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => browser?.close());

async function signOut() {
  await page.getByRole("button", { name: "Abmelden", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/login");
}

async function shoot(name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const passkeyTable = () => page.getByRole("table", { name: "Ihre Passkeys" });

describe("passkeys", () => {
  it("are added under 'Meine Sitzungen' with a name", async () => {
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("heading", { level: 2, name: "Passkeys" }).waitFor();
    await page.getByText("Sie haben noch keinen Passkey.").waitFor();
    await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
    await page.getByLabel("Name").fill("Dienstlaptop");
    await page.getByRole("button", { name: "Weiter" }).click();
    await passkeyTable().getByText("Dienstlaptop").waitFor();
    await passkeyTable().getByText("noch nie").waitFor();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    assert.equal(credentials.length, 1);
    assert.equal(credentials[0].isResidentCredential, true);
    assert.equal(credentials[0].rpId, "localhost");
    await assertAccessible(page, "passkey list");
    await shoot("passkey-list");
  });

  it("sign in with 'Mit Passkey anmelden', no password and no second step", async () => {
    await signOut();
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).waitFor();
    await assertAccessible(page, "login page");
    await shoot("login");
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await passkeyTable().waitFor();
    assert.equal(await passkeyTable().getByText("noch nie").count(), 0, "the last use is shown");
  });

  it("are renamed and deleted; a deleted passkey signs in no more", async () => {
    await page.getByRole("button", { name: "Passkey Dienstlaptop umbenennen" }).click();
    await page.getByLabel("Name").fill("Privat-Handy");
    await page.getByRole("button", { name: "Speichern" }).click();
    await passkeyTable().getByText("Privat-Handy").waitFor();
    await page.getByRole("button", { name: "Passkey Privat-Handy löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await page.getByText("Sie haben noch keinen Passkey.").waitFor();
    await signOut();
    await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await page.getByText("Anmeldung mit Passkey fehlgeschlagen").waitFor();
    assert.equal(new URL(page.url()).pathname, "/admin/login");
  });

  it("logged nothing unexpected", () => {
    // the refused sign-in with the deleted passkey answers 401 on purpose
    const unexpected = problems.filter((p) => !/401 .*\/api\/auth\/passkeys\/login$|status of 401/.test(p));
    assert.deepEqual(unexpected, []);
  });
});

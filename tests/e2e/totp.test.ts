/**
 * @file TOTP in the browser: a staff member sets up the second factor under 'Meine Sitzungen' (QR code, first code, ten
 * recovery codes), signs out, and signs in with the password and then a code of the app; a recovery code works
 * once. Axe checks the set-up and the code step.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { type Account, assertAccessible, createAccount, openAdminPage, signIn } from "./admin-helpers.ts";
import { launch } from "./browser.ts";

let browser: Browser;
let account: Account;
let page: Page;
let secret = "";
let recoveryCodes: string[] = [];

/** The code the app shows `offsetSteps` 30-second steps from now (a later step than any used before). */
const codeOf = (offsetSteps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

before(async () => {
  browser = await launch();
  account = await createAccount("editor", "Tanja Totp");
  ({ page } = await openAdminPage(browser));
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => browser?.close());

async function signOut() {
  await page.getByRole("button", { name: "Abmelden", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/admin/login");
}

describe("TOTP second factor", () => {
  it("is set up under 'Meine Sitzungen' with a QR code and a first code, and gives ten recovery codes", async () => {
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("heading", { level: 1, name: "Meine Sitzungen" }).waitFor();
    await page.getByRole("button", { name: "Einrichten" }).click();
    await page.getByRole("img", { name: "QR-Code für die Authenticator-App" }).waitFor();
    secret = await page.getByTestId("totp-secret").innerText();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await assertAccessible(page, "TOTP set-up");
    await page.getByLabel("Code aus der App").fill("000000");
    // a change of the second factor asks for the password again
    await page.getByLabel("Ihr Passwort zur Bestätigung").fill(account.password);
    await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung aktivieren" }).click();
    await page.getByText("Der Code ist ungültig oder wurde bereits verwendet.").waitFor();
    await page.getByLabel("Code aus der App").fill(codeOf(0));
    await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung aktivieren" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    recoveryCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts();
    assert.equal(recoveryCodes.length, 10);
    await page.getByRole("button", { name: "Ich habe die Codes gesichert" }).click();
    await page.getByText("Aktiv", { exact: true }).waitFor();
  });

  it("asks for the code after the password and signs in with it", async () => {
    await signOut();
    await signIn(page, account);
    await page.getByRole("heading", { level: 1, name: "Zwei-Faktor-Anmeldung" }).waitFor();
    await assertAccessible(page, "code step");
    await page.getByLabel("Code").fill(codeOf(1));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  });

  it("accepts a recovery code once instead of the app's code", async () => {
    await signOut();
    await signIn(page, account);
    await page.getByRole("button", { name: /Wiederherstellungscode verwenden/ }).click();
    await page.getByLabel("Wiederherstellungscode").fill(recoveryCodes[0]);
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByText("9", { exact: true }).waitFor();
  });
});

/**
 * @file Issue 26: the "erneut anmelden" dialog over an open blog post form with a passkey (Chromium's virtual
 * authenticator) and with password + TOTP code. The session ends while the form is open; the dialog signs in again,
 * the save is retried and the stored post matches the typed text character for character. Served as localhost
 * (tests/e2e/run.ts): WebAuthn takes no IP address as RP ID. EDITING_SHOTS_DIR=dir saves the dialog at 1,366/412 px.
 */

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { openLocalD1 } from "../../scripts/lib/local-d1.ts";
import { type Account, createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch, openPage, virtualAuthenticator } from "./browser.ts";

const SHOTS = process.env.EDITING_SHOTS_DIR;
let browser: Browser;

const LONG = (tag: string) =>
  `## ${tag}: Wieder angemeldet\n\n${"Kein Zeichen geht verloren – „Anführungszeichen“, Umlaute äöü ß und 100 %. ".repeat(30)}\n\nEnglish: every word.`;

before(async () => {
  assert.equal(new URL(BASE_URL).hostname, "localhost", "run this file through tests/e2e/run.ts (it serves it as localhost)");
  browser = await launch();
});
after(async () => browser?.close());

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

async function createPost(page: Page, title: string): Promise<number> {
  const res = await page.request.post(`${BASE_URL}/api/admin/blog`, {
    headers: { origin: BASE_URL },
    data: { title, excerpt: "Kurz", content: "Alter Text", content_status: "published", published: true },
  });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { id: number }).id;
}

async function storedContent(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`${BASE_URL}/api/admin/blog/${id}`);
  assert.equal(res.status(), 200);
  return ((await res.json()) as { content: string }).content;
}

/** Opens the post's form, types a long text, ends the session and presses "Speichern": answers the dialog. */
async function typeExpireAndSave(page: Page, account: Account, title: string) {
  await page.goto(`${BASE_URL}/admin/blog`);
  await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
  await page.getByRole("dialog", { name: "Blog-Post bearbeiten" }).waitFor();
  const text = LONG(title);
  await page.getByLabel("Inhalt (Markdown)").fill(text);
  expireSessions(account);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sitzung abgelaufen – erneut anmelden" });
  await dialog.waitFor();
  return { dialog, text };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    // the layout settles after the resize before the shot
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("signing in again over an open form", () => {
  it("with a passkey: the save is retried and no character is lost", async () => {
    const account = await createAccount("admin", "Paula Passkey");
    const { context, page } = await openPage(browser);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
    await page.getByLabel("Name").fill("Dienstlaptop");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("table", { name: "Ihre Passkeys" }).getByText("Dienstlaptop").waitFor();
    assert.equal((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length, 1);

    const id = await createPost(page, "Passkey-Anmeldung");
    const { dialog, text } = await typeExpireAndSave(page, account, "Passkey-Anmeldung");
    await shoot(page, "editing-reauth");
    await dialog.getByRole("button", { name: "Mit Passkey anmelden" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal(new URL(page.url()).pathname, "/admin/blog");
    assert.equal(await storedContent(page, id), text);
    await context.close();
  });

  it("with password and TOTP code: the save is retried and no character is lost", async () => {
    const account = await createAccount("admin", "Tanja Totp");
    const { context, page } = await openPage(browser);
    await signIn(page, account);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Meine Sitzungen" }).click();
    await page.getByRole("button", { name: "Einrichten" }).click();
    const secret = await page.getByTestId("totp-secret").innerText();
    const codeOf = (steps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
    await page.getByLabel("Code aus der App").fill(codeOf(0));
    await page.getByLabel("Ihr Passwort zur Bestätigung").fill(account.password);
    await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung aktivieren" }).click();
    await page.getByRole("button", { name: "Ich habe die Codes gesichert" }).click();
    await page.getByText("Aktiv", { exact: true }).waitFor();

    const id = await createPost(page, "TOTP-Anmeldung");
    const { dialog, text } = await typeExpireAndSave(page, account, "TOTP-Anmeldung");
    await dialog.getByLabel("Passwort").fill(account.password);
    await dialog.getByRole("button", { name: "Anmelden und speichern" }).click();
    await dialog.getByLabel("Code aus der Authenticator-App").fill(codeOf(1));
    await dialog.getByRole("button", { name: "Code bestätigen" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Blog-Post gespeichert").waitFor();
    assert.equal(await storedContent(page, id), text);
    await context.close();
  });
});

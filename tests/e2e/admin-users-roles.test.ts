/**
 * @file Managing staff in the browser: an admin creates a user (one-time temporary password that really signs in),
 * edits and deactivates it (it can no longer sign in) and deletes it; creates a role, edits its permissions and
 * deletes it; copies the diagnosis as JSON; and finds the changes in the audit log. Axe checks every screen.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, assertAccessible, openAdminPage, signedInAdmin, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
let admin: Account;
let page: Page;
let problems: string[];
const newEmail = `neu-${Date.now().toString(36)}@example.com`;
let temporaryPassword = "";

before(async () => {
  browser = await launch();
  ({ page, problems, account: admin } = await signedInAdmin(browser, "Ursula Admin", { clipboard: true }));
});
after(async () => browser?.close());

const row = (text: string) => page.getByRole("row").filter({ hasText: text });

/** Tries a sign-in in a fresh context; returns the path it ends on and the alert text, if any. */
async function trySignIn(email: string, password: string) {
  const other = await openAdminPage(browser, [
    { path: "/api/auth/me", status: 401 },
    { path: "/api/auth/login", status: 401 },
  ]);
  await signIn(other.page, { email, password });
  const outcome = await Promise.race([
    other.page.waitForURL((url) => url.pathname === "/admin").then(() => "signed in"),
    other.page
      .getByRole("alert")
      .waitFor()
      .then(() => "refused"),
  ]);
  await other.context.close();
  return outcome;
}

describe("user management", () => {
  it("lists the users and protects the own account", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Benutzer" }).click();
    await page.getByRole("heading", { level: 1, name: "Benutzerverwaltung" }).waitFor();
    const own = row(admin.email);
    assert.ok(await own.getByRole("button", { name: `${admin.email} löschen` }).isDisabled());
    assert.ok(await own.getByRole("button", { name: /^Status von/ }).isDisabled());
    await assertAccessible(page, "users");
  });

  it("creates a user and shows its temporary password once, pending for 72 hours", async () => {
    await page.getByRole("button", { name: "Benutzer hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Benutzer hinzufügen" });
    await dialog.getByRole("button", { name: "Benutzer anlegen" }).click();
    await dialog.getByText("Bitte eine gültige E-Mail-Adresse angeben").waitFor();
    await dialog.getByLabel("E-Mail").fill(newEmail);
    await dialog.getByLabel("Name").fill("Nina Neu");
    await dialog.getByLabel("Rolle").selectOption("editor");
    await assertAccessible(page, "user dialog");
    await dialog.getByRole("button", { name: "Benutzer anlegen" }).click();
    const passwordDialog = page.getByRole("dialog", { name: "Temporäres Passwort" });
    temporaryPassword = await passwordDialog.getByTestId("temporary-password").innerText();
    assert.ok(temporaryPassword.length >= 12, temporaryPassword);
    await passwordDialog.getByText("eine Anmeldung innerhalb von 72 Stunden").waitFor();
    await passwordDialog.getByRole("button", { name: "Fertig" }).click();
    await row(newEmail).getByText("editor").waitFor();
    await row(newEmail)
      .getByText(/^Temporär, offen bis/)
      .waitFor();
    assert.equal(await page.getByTestId("temporary-password").count(), 0);
  });

  it("sends the new user from the temporary password straight to 'Passwort ändern'; the password works once", async () => {
    const other = await openAdminPage(browser, [
      { path: "/api/auth/me", status: 401 },
      { path: "/api/auth/password", status: 400 },
    ]);
    await signIn(other.page, { email: newEmail, password: temporaryPassword });
    const step = other.page.getByRole("heading", { level: 1, name: "Passwort ändern" });
    await step.waitFor();
    // nothing else of the admin opens with this session
    await other.page.goto(`${BASE_URL}/admin/blog`);
    await step.waitFor();
    assert.equal(await other.page.getByRole("heading", { level: 1, name: "Blog" }).count(), 0);
    await other.page.getByLabel("Temporäres Passwort").fill(temporaryPassword);
    // a guessable password: the form says so while typing, and the server refuses it with the same reason
    await other.page.getByLabel(/^Neues Passwort( \*)?$/).fill("Password1234");
    await other.page.getByTestId("password-strength").getByText("zu leicht zu erraten").waitFor();
    await other.page.getByLabel("Neues Passwort wiederholen").fill("Password1234");
    await other.page.getByRole("button", { name: "Passwort ändern" }).click();
    await other.page
      .locator(".adm-field__error")
      .getByText(/^Das Passwort ist zu leicht zu erraten\./)
      .waitFor();
    await other.page.getByLabel(/^Neues Passwort( \*)?$/).fill("Kranich-Loewenzahn-Mosel-58");
    await other.page.getByLabel("Neues Passwort wiederholen").fill("Kranich-Loewenzahn-Mosel-59");
    await other.page.getByRole("button", { name: "Passwort ändern" }).click();
    await other.page.getByText("Die Passwörter stimmen nicht überein.").waitFor();
    await assertAccessible(other.page, "change password screen");
    await other.page.getByLabel("Neues Passwort wiederholen").fill("Kranich-Loewenzahn-Mosel-58");
    await other.page.getByRole("button", { name: "Passwort ändern" }).click();
    // then the screen asked for opens
    await other.page.getByRole("heading", { level: 1, name: /Blog/ }).waitFor();
    assert.deepEqual(other.problems, []);
    await other.context.close();
    assert.equal(await trySignIn(newEmail, temporaryPassword), "refused");
    temporaryPassword = "Kranich-Loewenzahn-Mosel-58";
    assert.equal(await trySignIn(newEmail, temporaryPassword), "signed in");
    await page.reload();
    await row(newEmail).getByText("Eigenes").waitFor();
  });

  it("lets a signed-in user change the password in the dialog", async () => {
    const other = await openAdminPage(browser);
    await signIn(other.page, { email: newEmail, password: temporaryPassword });
    await other.page.waitForURL((url) => url.pathname === "/admin");
    await other.page.getByRole("button", { name: "Passwort ändern" }).click();
    const dialog = other.page.getByRole("dialog", { name: "Passwort ändern" });
    await dialog.getByLabel("Aktuelles Passwort").fill(temporaryPassword);
    await dialog.getByLabel(/^Neues Passwort( \*)?$/).fill("Heron-Quarz-Lindwurm-24");
    await dialog.getByLabel("Neues Passwort wiederholen").fill("Heron-Quarz-Lindwurm-24");
    await assertAccessible(other.page, "password dialog");
    await dialog.getByRole("button", { name: "Passwort ändern" }).click();
    await other.page.getByText("Passwort geändert.").waitFor();
    assert.deepEqual(other.problems, []);
    await other.context.close();
    temporaryPassword = "Heron-Quarz-Lindwurm-24";
    assert.equal(await trySignIn(newEmail, temporaryPassword), "signed in");
  });

  it("edits the user's name and role", async () => {
    await row(newEmail)
      .getByRole("button", { name: `${newEmail} bearbeiten` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Benutzer bearbeiten" });
    await dialog.getByLabel("Name").fill("Nina Neumann");
    await dialog.getByLabel("Rolle").selectOption("viewer");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    await row(newEmail).getByText("Nina Neumann").waitFor();
    await row(newEmail).getByText("viewer").waitFor();
  });

  it("deactivates the user with its status badge, after which it cannot sign in", async () => {
    await row(newEmail)
      .getByRole("button", { name: `Status von ${newEmail}: Aktiv, deaktivieren` })
      .click();
    await row(newEmail)
      .getByRole("button", { name: `Status von ${newEmail}: Inaktiv, aktivieren` })
      .waitFor();
    assert.equal(await trySignIn(newEmail, temporaryPassword), "refused");
  });

  it("deletes the user after confirmation", async () => {
    await row(newEmail)
      .getByRole("button", { name: `${newEmail} löschen` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Sind Sie sicher, dass Sie diesen Benutzer löschen möchten?").waitFor();
    await assertAccessible(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await row(newEmail).waitFor({ state: "detached" });
  });
});

describe("role management", () => {
  const roleName = "Blog-Redaktion";

  it("shows five permissions per role, then '+N weitere', and protects admin", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Rollen" }).click();
    await page.getByRole("heading", { level: 1, name: "Rollenverwaltung" }).waitFor();
    const adminRow = row("Vollzugriff");
    await adminRow.getByText(/^\+\d+ weitere$/).waitFor();
    assert.ok(await adminRow.getByRole("button", { name: "Rolle admin löschen" }).isDisabled());
    await assertAccessible(page, "roles");
  });

  it("creates a role with permissions found by search", async () => {
    await page.getByRole("button", { name: "Rolle hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Rolle hinzufügen" });
    await dialog.getByLabel("Rollenname").fill(roleName);
    await dialog.getByLabel("Beschreibung").fill("Schreibt Blog-Posts");
    await dialog.getByLabel("Berechtigungen durchsuchen").fill("blog");
    assert.equal(await dialog.getByRole("group", { name: "Team" }).count(), 0);
    await dialog.getByLabel(/Blog-Posts ansehen/).check();
    await dialog.getByLabel(/Blog-Posts erstellen/).check();
    await assertAccessible(page, "role editor");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    await row(roleName).getByText("blog.create").waitFor();
    await row(roleName).getByText("blog.view").waitFor();
  });

  it("edits the role's permissions", async () => {
    await row(roleName)
      .getByRole("button", { name: `Rolle ${roleName} bearbeiten` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Rolle ${roleName} bearbeiten` });
    await dialog.getByLabel("Berechtigungen durchsuchen").fill("Team");
    await dialog.getByLabel(/Team ansehen/).check();
    await dialog.getByLabel("Berechtigungen durchsuchen").fill("blog.create");
    await dialog.getByLabel(/Blog-Posts erstellen/).uncheck();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    await row(roleName).getByText("team.view").waitFor();
    assert.equal(await row(roleName).getByText("blog.create").count(), 0);
  });

  it("deletes the role after the confirmation that its users move to the default role", async () => {
    await row(roleName)
      .getByRole("button", { name: `Rolle ${roleName} löschen` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Alle Benutzer mit dieser Rolle werden auf die Standard-Rolle zurückgesetzt.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await row(roleName).waitFor({ state: "detached" });
  });
});

describe("diagnostics and audit log", () => {
  it("checks D1, KV and R2 and copies the diagnosis as JSON ('Kopiert!' for 2 s)", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Diagnostics" }).click();
    await page.getByText("Alle Verbindungen funktionieren").waitFor();
    for (const name of ["Datenbank (D1)", "Key-Value-Speicher (KV)", "Medienspeicher (R2)"]) {
      await page
        .getByRole("region", { name })
        .getByText(/^\d+ ms$/)
        .waitFor();
    }
    await assertAccessible(page, "diagnostics");
    await page.getByRole("button", { name: "Als JSON kopieren" }).click();
    await page.getByRole("button", { name: "Kopiert!" }).waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      checks: Record<string, { ok: boolean; ms: number }>;
    };
    assert.deepEqual(Object.keys(copied.checks).sort(), ["d1", "kv", "r2"]);
    assert.ok(copied.checks.d1.ok && typeof copied.checks.d1.ms === "number");
    // 'Kopiert!' stands for 2 s; the bound is only reached when the label never comes back
    await page.getByRole("button", { name: "Als JSON kopieren" }).waitFor({ timeout: 20_000 });
  });

  it("lists the user and role changes in the audit log", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Audit-Log" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit-Log" }).waitFor();
    const table = page.getByRole("table", { name: "Audit-Log" });
    await table.getByRole("row").filter({ hasText: newEmail }).first().waitFor();
    assert.ok((await table.getByRole("row").filter({ hasText: admin.email }).count()) >= 5);
    await assertAccessible(page, "audit log");
    assert.deepEqual(problems, []);
  });
});

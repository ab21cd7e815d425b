/**
 * @file The admin shell in the browser: sign-in with accounts made by the admin CLI, the sidebar per role,
 * guards (signed out -> login with redirect, missing permission -> dashboard notice), sign-out, and that a
 * public page loads no admin code.
 */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { type Account, assertAccessible, createAccount, openAdminPage, sidebarEntries, signIn } from "./admin-helpers.ts";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";

let browser: Browser;
let admin: Account, editor: Account, viewer: Account;

before(async () => {
  browser = await launch();
  // one after the other: concurrent wrangler writes to the same local state fail with SQLITE_BUSY
  admin = await createAccount("admin", "Ada Admin");
  editor = await createAccount("editor", "Eddi Editor");
  viewer = await createAccount("viewer", "");
});
after(async () => browser?.close());

describe("admin sign-in and shell", () => {
  it("sends a signed-out visitor to the sign-in page, keeping where they wanted to go", async () => {
    const { page, problems } = await openAdminPage(browser);
    await page.goto(`${BASE_URL}/admin/users`);
    await page.waitForURL((url) => url.pathname === "/admin/login");
    assert.equal(new URL(page.url()).searchParams.get("redirect"), "/admin/users");
    await page.getByRole("heading", { level: 1, name: "Admin-Anmeldung" }).waitFor();
    await assertAccessible(page, "sign-in");
    assert.deepEqual(problems, []);
  });

  it("shows one message for a wrong password and for an unknown e-mail", async () => {
    const { page, problems } = await openAdminPage(browser, [
      { path: "/api/auth/me", status: 401 },
      { path: "/api/auth/login", status: 401 },
    ]);
    await signIn(page, { email: admin.email, password: "wrong-password-1" });
    const wrongPassword = await page.getByRole("alert").innerText();
    await signIn(page, { email: "nobody@example.com", password: "wrong-password-1" });
    const unknownEmail = await page.getByRole("alert").innerText();
    assert.match(wrongPassword, /E-Mail oder Passwort ist falsch/);
    assert.equal(unknownEmail, wrongPassword);
    assert.deepEqual(problems, []);
  });

  it("tells a visitor with too many failed attempts to wait (429)", async () => {
    const { page, problems } = await openAdminPage(browser, [
      { path: "/api/auth/me", status: 401 },
      { path: "/api/auth/login", status: 401 },
      { path: "/api/auth/login", status: 429 },
    ]);
    const someone = { email: `throttled-${Date.now()}@example.com`, password: "wrong-password-1" };
    let text = "";
    for (let attempt = 0; attempt < 8 && !text.includes("Zu viele Anmeldeversuche"); attempt++) {
      await signIn(page, someone);
      text = await page.getByRole("alert").innerText();
    }
    assert.match(text, /Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\./);
    assert.deepEqual(problems, []);
  });

  it("signs an admin in, shows every sidebar entry that exists, the name and the role, and signs out", async () => {
    const { page, problems } = await openAdminPage(browser);
    await signIn(page, admin, "/admin/login?redirect=%2Fadmin%2Froles");
    await page.waitForURL((url) => url.pathname === "/admin/roles");
    const entries = await sidebarEntries(page);
    for (const label of ["Dashboard", "Benutzer", "Rollen", "Audit-Log", "Diagnostics"])
      assert.ok(entries.includes(label), `${label} in ${entries}`);
    assert.equal(await page.getByTestId("current-user").innerText(), "Ada Admin");
    assert.equal(await page.getByTestId("current-role").innerText(), "admin");
    // the admin stylesheet (shell, content and blog screens in one file) is applied
    assert.equal(await page.locator(".adm-shell").evaluate((el) => getComputedStyle(el).display), "grid");
    const selectors = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? "")),
    );
    for (const selector of [".cms-card-grid", ".blog-admin-title"])
      assert.ok(selectors.includes(selector), `${selector} in the admin styles`);
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByText("Seitenaufrufe (30 Tage)").waitFor();
    await assertAccessible(page, "dashboard");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    // the session is gone on the server too
    await page.goto(`${BASE_URL}/admin`);
    await page.waitForURL((url) => url.pathname === "/admin/login");
    assert.deepEqual(problems, []);
  });

  it("shows an editor no users, roles or audit entries and turns them away from /admin/users", async () => {
    const { page, problems } = await openAdminPage(browser);
    await signIn(page, editor);
    await page.waitForURL((url) => url.pathname === "/admin");
    const entries = await sidebarEntries(page);
    for (const hidden of ["Benutzer", "Rollen", "Audit-Log"]) assert.ok(!entries.includes(hidden), `${hidden} hidden for editor`);
    assert.ok(entries.includes("Dashboard") && entries.includes("Diagnostics"));
    await page.goto(`${BASE_URL}/admin/users`);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByText('Sie benötigen die Berechtigung "users.view", um auf diese Seite zuzugreifen.').waitFor();
    assert.deepEqual(problems, []);
    // an admin path without a screen answers 404 and offers the way back
    const missing = await page.goto(`${BASE_URL}/admin/gibt-es-nicht`);
    assert.equal(missing?.status(), 404);
    await page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }).waitFor();
    await page.getByRole("link", { name: "Zum Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
  });

  it("shows a viewer without a name its e-mail and role badge", async () => {
    const { page, problems } = await openAdminPage(browser);
    await signIn(page, viewer);
    await page.waitForURL((url) => url.pathname === "/admin");
    assert.equal(await page.getByTestId("current-user").innerText(), viewer.email);
    assert.equal(await page.getByTestId("current-role").innerText(), "viewer");
    const entries = await sidebarEntries(page);
    assert.ok(!entries.includes("Benutzer") && !entries.includes("Rollen"));
    assert.deepEqual(problems, []);
  });

  it("sends a user whose session ended to the sign-in page and back after signing in again", async () => {
    const { page, context, problems } = await openAdminPage(browser, [
      { path: "/api/auth/me", status: 401 },
      { path: "/api/admin/roles", status: 401 },
    ]);
    await signIn(page, admin);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByText("Seitenaufrufe (30 Tage)").waitFor();
    await context.clearCookies();
    await page.getByRole("navigation").getByRole("link", { name: "Rollen" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    assert.equal(new URL(page.url()).searchParams.get("redirect"), "/admin/roles");
    await page.getByLabel("E-Mail").fill(admin.email);
    await page.getByLabel("Passwort").fill(admin.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Rollenverwaltung" }).waitFor();
    assert.deepEqual(problems, []);
  });

  it("loads no admin code or styles on a public page", async () => {
    const { page } = await openPage(browser);
    const loaded: string[] = [];
    page.on("response", (res) => {
      const type = res.request().resourceType();
      if (type === "script" || type === "stylesheet") loaded.push(res.url());
    });
    await goto(page, "/");
    assert.ok(loaded.length > 0);
    for (const url of loaded) {
      const body = await (await fetch(url)).text();
      for (const marker of ["/api/auth/me", "adm-shell", "Anmeldung läuft"])
        assert.ok(!body.includes(marker), `${url} contains admin code (${marker})`);
    }
  });
});

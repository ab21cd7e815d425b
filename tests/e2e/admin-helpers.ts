/** @file Browser-test helpers of the admin area: staff accounts (the admin CLI's SQL), sign-in, axe checks. */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { hashPassword } from "../../common/password.ts";
import { upsertAccountSql } from "../../scripts/lib/account-sql.ts";
import { openLocalD1 } from "../../scripts/lib/local-d1.ts";
import { BASE_URL, openPage } from "./browser.ts";

export interface Account {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates a staff account in the state the e2e server serves (D1_PERSIST_DIR) with the admin CLI's own SQL
 * (scripts/lib/account-sql.ts), written straight into the local D1 file: one write of a few milliseconds instead of
 * `npm run admin -- create` with its four wrangler starts (7 s each time). first-run.test.ts runs the CLI itself.
 */
export async function createAccount(role: "admin" | "editor" | "viewer", name: string): Promise<Account> {
  const email = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = `e2e-${role}-password-42`;
  const passwordHash = await hashPassword(password);
  const db = openLocalD1(process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state");
  try {
    const { id } = db.prepare("SELECT id FROM roles WHERE name = ?").get(role) as { id: number };
    db.exec(upsertAccountSql({ email, name, passwordHash, roleId: id }));
  } finally {
    db.close();
  }
  return { email, password, name };
}

export async function signIn(page: Page, account: Pick<Account, "email" | "password">, path = "/admin/login") {
  await page.goto(BASE_URL + path);
  await page.getByLabel("E-Mail").fill(account.email);
  await page.getByLabel("Passwort").fill(account.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

/** The labels of the sidebar's links, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
  await nav.waitFor();
  return nav.getByRole("link").allInnerTexts();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe on the current page and fails with the violations (rule, impact, first targets). */
export async function assertAccessible(page: Page, label: string) {
  // evaluated through the DevTools protocol: the page's CSP (rightly) refuses an injected <script>
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
  });
  assert.deepEqual(violations, [], `axe violations on ${label}`);
}

/**
 * A page that records console errors and warnings, page errors and failed responses. Answers listed in
 * `expected` (e.g. the 401 of the session probe while signed out) are the behaviour under test, not problems;
 * the browser logs them to the console all the same, so they are matched by their URL path and left out.
 */
export async function openAdminPage(
  browser: Browser,
  expected: { path: string; status: number }[] = [{ path: "/api/auth/me", status: 401 }],
) {
  const { context, page } = await openPage(browser);
  const problems: string[] = [];
  const isExpected = (url: string, status: number) => expected.some((e) => new URL(url).pathname === e.path && e.status === status);
  page.on("console", (m) => {
    if (m.type() !== "error" && m.type() !== "warning") return;
    const failedLoad = /Failed to load resource: the server responded with a status of (\d+)/.exec(m.text());
    if (failedLoad && m.location().url && isExpected(m.location().url, Number(failedLoad[1]))) return;
    problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400 && !isExpected(r.url(), r.status())) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return { context, page, problems };
}

/**
 * A new admin account signed in through the sign-in form on a fresh page that records problems (openAdminPage), on
 * the dashboard: the setup the admin-area files share. `clipboard` grants the clipboard for the copy buttons.
 */
export async function signedInAdmin(
  browser: Browser,
  name: string,
  options: { expected?: { path: string; status: number }[]; clipboard?: boolean } = {},
) {
  const account = await createAccount("admin", name);
  const opened = await openAdminPage(browser, options.expected);
  if (options.clipboard) await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signIn(opened.page, account);
  await opened.page.waitForURL((url) => url.pathname === "/admin");
  return { ...opened, account };
}

/** Opens the edit dialog of the post with this title from the blog list. */
export async function openPostEditor(page: Page, title: string) {
  await page.goto(`${BASE_URL}/admin/blog`);
  await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Blog-Post bearbeiten" });
  await dialog.waitFor();
  return dialog;
}

/** A colleague opened the record first: the soft lock's question appears (within 2 s) and "Trotzdem bearbeiten" answers it. */
export async function editAnyway(page: Page, holder: string) {
  const lock = page.getByRole("alertdialog", { name: "Wird gerade bearbeitet" });
  await lock.waitFor({ timeout: 2_000 });
  const said = await lock.innerText();
  if (!said.includes(`${holder} bearbeitet`)) throw new Error(`the lock names someone else: ${said}`);
  await lock.getByRole("button", { name: "Trotzdem bearbeiten" }).click();
  await lock.waitFor({ state: "detached" });
}

/** A browser context of its own, signed in as the account and on the dashboard (two of them are two people). */
export async function signedInContext(browser: Browser, account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser);
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === "/admin");
  return { context, page };
}

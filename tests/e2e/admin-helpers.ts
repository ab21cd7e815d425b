/** @file Browser-test helpers of the admin area: staff accounts through the admin CLI, sign-in, axe checks. */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BASE_URL } from "./browser.ts";

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Creates a staff account with `npm run admin -- create` in the state the e2e server serves (D1_PERSIST_DIR). */
export function createAccount(role: "admin" | "editor" | "viewer", name: string): Account {
  const email = `${role}-${Date.now().toString(36)}@example.com`;
  const password = `e2e-${role}-password-42`;
  execFileSync("npm", ["run", "--silent", "admin", "--", "create", "--email", email, "--password", password, "--role", role, "--name", name], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, D1_PERSIST_DIR: process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state" },
  });
  return { email, password, name };
}

export async function signIn(page: Page, account: Pick<Account, "email" | "password">, path = "/admin/login") {
  await page.goto(BASE_URL + path);
  await page.getByLabel("E-Mail").fill(account.email);
  await page.getByLabel("Passwort").fill(account.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** The labels of the sidebar's links, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
  await nav.waitFor();
  return nav.getByRole("link").allInnerTexts();
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe on the current page and fails with the violations (rule, impact, first targets). */
export async function assertAccessible(page: Page, label: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
  assert.deepEqual(violations, [], `axe violations on ${label}`);
}

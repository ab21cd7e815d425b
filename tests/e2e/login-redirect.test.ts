/** @file The sign-in page's `redirect` never leaves the site, however the target is spelled (no open redirect). */

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const TARGETS = [
  "https://evil.example/phish",
  "//evil.example/phish",
  "/\\evil.example/phish",
  "/%2F%2Fevil.example/phish",
  "/admin/..//evil.example/phish",
  "/admin/../\\evil.example/phish",
];

describe("/admin/login?redirect=...", () => {
  it("sends a signed-in user only to same-origin admin paths", async () => {
    const admin = await createAccount("admin", "Redirect Admin");
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, admin);
    await page.waitForURL(`${BASE_URL}/admin`);
    for (const target of TARGETS) {
      await page.goto(`${BASE_URL}/admin/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForLoadState("networkidle");
      const url = new URL(page.url());
      assert.equal(url.origin, BASE_URL, `left the site for ${target}: ${page.url()}`);
      assert.ok(url.pathname.startsWith("/admin"), `${target} -> ${url.pathname}`);
    }
    // a genuine admin path is followed
    await page.goto(`${BASE_URL}/admin/login?redirect=${encodeURIComponent("/admin/team")}`);
    await page.waitForURL(`${BASE_URL}/admin/team`);
    await context.close();
  });

  it("after signing in, follows only a safe admin path", async () => {
    const admin = await createAccount("admin", "Redirect Admin 2");
    for (const target of TARGETS.slice(0, 3)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, admin, `/admin/login?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL(`${BASE_URL}/admin`);
      await context.close();
    }
  });
});

/**
 * @file First run: the setup screen creates the first administrator with the token the server was started with; the
 * admin CLI creates an account that signs in, and refuses to write to a state folder that a running `npm start` holds.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { E2E_SETUP_TOKEN } from "../../scripts/lib/serve.ts";
import { BASE_URL, launch } from "./browser.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

describe("first-run setup at /admin/setup", () => {
  it("creates the first administrator from the printed link and signs it in; afterwards it is closed", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/admin/setup?token=${E2E_SETUP_TOKEN}`);
    await page.getByRole("heading", { name: "Einrichtung" }).waitFor();
    assert.equal(await page.getByLabel("Einrichtungscode").inputValue(), E2E_SETUP_TOKEN);
    await page.getByLabel("Name").fill("Erste Administratorin");
    await page.getByLabel("E-Mail").fill("erste@example.com");
    await page.getByLabel("Passwort").fill("ein-langes-passwort-42");
    await page.getByRole("button", { name: "Administrator anlegen" }).click();
    await page.waitForURL(`${BASE_URL}/admin`);
    await page.getByRole("navigation", { name: "Admin-Navigation" }).waitFor();
    // the screen now points to the sign-in page, and the API refuses a second setup
    await page.goto(`${BASE_URL}/admin/setup?token=${E2E_SETUP_TOKEN}`);
    await page.getByText("Die Einrichtung ist abgeschlossen").waitFor();
    const again = await fetch(`${BASE_URL}/api/auth/setup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({ token: E2E_SETUP_TOKEN, name: "X", email: "x@example.com", password: "ein-langes-passwort-42" }),
    });
    assert.equal(again.status, 409);
    await context.close();
  });
});

describe("npm run admin -- create while npm start serves the state", () => {
  it("refuses with a clear message and writes nothing", async () => {
    const state = mkdtempSync(join(tmpdir(), "locked-state-"));
    // as scripts/start.ts leaves it while its server runs (this test process stands in for the server)
    writeFileSync(join(state, "server.lock.json"), JSON.stringify({ pid: process.pid, port: "8787" }));
    const run = promisify(execFile)(
      "npm",
      ["run", "--silent", "admin", "--", "create", "--email", "a@example.com", "--password", "a-long-passphrase-1", "--role", "admin"],
      {
        env: { ...process.env, D1_PERSIST_DIR: state },
      },
    );
    await assert.rejects(run, (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 3);
      assert.match(err.stderr, /a local server \(npm start, process \d+\) is using/);
      assert.match(err.stderr, /\/admin\/setup/);
      return true;
    });
  });
});

describe("npm run admin -- create", () => {
  it("creates an account that signs in with its password and role", async () => {
    const email = "cli-editor@example.com";
    const password = "Kranich-Loewenzahn-Mosel-58";
    const { stdout } = await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin", "--", "create", "--email", email, "--password", password, "--role", "editor", "--name", "Clara Cli"],
      { env: process.env },
    );
    assert.match(stdout, /Created editor account cli-editor@example.com in the local database/);
    const login = await fetch(`${BASE_URL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({ email, password }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const { user } = (await (await fetch(`${BASE_URL}/api/auth/me`, { headers: { cookie } })).json()) as {
      user: { name: string; role: string };
    };
    assert.deepEqual([user.name, user.role], ["Clara Cli", "editor"]);
  });
});

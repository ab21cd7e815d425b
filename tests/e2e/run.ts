/**
 * @file `npm run test:e2e`: builds the app, serves it on a fresh local D1/KV/R2 state (migrated and seeded),
 * and runs the browser tests (node's test runner + playwright-core driving Debian's Chromium) against it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { ensureDevVars } from "../../scripts/lib/local-env.ts";
import { prepareFreshState, serveCopy } from "../../scripts/lib/serve.ts";
import { CHROMIUM_PATH } from "./browser.ts";

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}, and it is missing.\n` +
      "Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or set CHROME_PATH to another Chromium binary).",
  );
  process.exit(1);
}

const persistDir = ".wrangler/e2e-state";
const templateDir = ".wrangler/e2e-template";
const port = process.env.E2E_PORT ?? "8799";
ensureDevVars();
if (!process.env.E2E_SKIP_BUILD) execFileSync("vite", ["build"], { stdio: "inherit" });
prepareFreshState(templateDir);

const only = process.argv.slice(2);
const files = only.length
  ? only
  : readdirSync("tests/e2e")
      .filter((f) => f.endsWith(".test.ts"))
      .sort()
      .map((f) => `tests/e2e/${f}`);
// WebAuthn takes no IP address as RP ID: these files get the site as http://localhost:<port> (still a secure context)
const SERVED_AS_LOCALHOST = ["passkeys.test.ts"];
// each file gets its own server on a copy of the seeded state: what one file changes cannot break another
const failed: string[] = [];
for (const file of files) {
  const host = SERVED_AS_LOCALHOST.some((name) => file.endsWith(name)) ? "localhost" : undefined;
  const { baseUrl, stop } = await serveCopy(port, templateDir, persistDir, host);
  try {
    execFileSync("node", ["--test", "--test-concurrency=1", "--test-reporter=spec", file], {
      stdio: "inherit",
      env: { ...process.env, D1_PERSIST_DIR: persistDir, BASE_URL: baseUrl },
    });
  } catch {
    failed.push(file);
  } finally {
    await stop();
  }
}
if (failed.length) console.error(`\nBrowser tests failed in: ${failed.join(", ")}`);
process.exit(failed.length ? 1 : 0);

/**
 * @file `npm run test:e2e`: builds the app, serves it on a fresh local D1/KV/R2 state (migrated and seeded),
 * and runs the browser tests (node's test runner + playwright-core driving Debian's Chromium) against it.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { ensureDevVars } from "../../scripts/lib/local-env.ts";
import { CHROMIUM_PATH } from "./browser.ts";

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}, and it is missing.\n` +
      "Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or set CHROME_PATH to another Chromium binary).",
  );
  process.exit(1);
}

const port = process.env.E2E_PORT ?? "8799";
const persistDir = ".wrangler/e2e-state";
const env = { ...process.env, D1_PERSIST_DIR: persistDir, BASE_URL: `http://127.0.0.1:${port}` };
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit", env });

ensureDevVars();
if (!process.env.E2E_SKIP_BUILD) run("vite", ["build"]);
rmSync(persistDir, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir]);
run("node", ["scripts/seed.ts"]);

const server = spawn(
  "wrangler",
  ["dev", "-c", "dist/consulting_site/wrangler.json", "--persist-to", persistDir, "--ip", "127.0.0.1", "--port", port, "--test-scheduled", "--show-interactive-dev-session=false", "--log-level", "warn"],
  { stdio: ["ignore", "ignore", "inherit"], env, detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);

async function waitForServer(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${env.BASE_URL}/api/settings`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not start on ${env.BASE_URL}`);
}
await waitForServer();

const only = process.argv.slice(2);
const files = only.length ? only : readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts")).sort().map((f) => `tests/e2e/${f}`);
let code = 0;
try {
  execFileSync("node", ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], { stdio: "inherit", env });
} catch {
  code = 1;
}
stopServer();
process.exit(code);

/**
 * @file `npm start`: build, apply migrations, seed (idempotent) and serve the built worker on local D1/KV/R2
 * at http://127.0.0.1:${PORT:-8787} with cron testing enabled.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { PERSIST_DIR, query } from "./lib/d1.ts";
import { devServerArgs, ensureDevVars } from "./lib/local-env.ts";
import { holdServerLock } from "./lib/server-lock.ts";

const port = process.env.PORT ?? "8787";
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

ensureDevVars();
run("vite", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR]);
run("node", ["scripts/seed.ts"]);

// read before the server starts: nothing else may write to the state while it runs
const [{ n: accounts }] = query<{ n: number }>("SELECT count(*) AS n FROM admin_users", false);
// while no account exists, a fresh one-time token opens the first-run setup screen (worker/routes/setup.ts)
const setupToken = accounts === 0 ? randomBytes(24).toString("base64url") : "";
const base = process.env.SITE_URL || `http://127.0.0.1:${port}`;

console.log(`
  Site:   ${base}
  Admin:  ${base}/admin
${
  setupToken
    ? `  First run: create the first administrator at
    ${base}/admin/setup?token=${setupToken}`
    : "  Staff accounts: add them in the admin area under Benutzer (or with npm run admin -- create while the server is stopped)."
}
  Run the cron jobs by hand:
    curl '${base}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*'
`);

const server = spawn("wrangler", devServerArgs(port, PERSIST_DIR, setupToken), { stdio: "inherit" });
const releaseLock = holdServerLock(PERSIST_DIR, port, process.pid);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  releaseLock();
  process.exit(code ?? 0);
});

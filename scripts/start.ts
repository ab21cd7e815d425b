/**
 * @file `npm start`: build, apply migrations, seed (idempotent) and serve the built worker on local D1/KV/R2
 * at http://127.0.0.1:${PORT:-8787} with cron testing enabled.
 */
import { execFileSync, spawn } from "node:child_process";
import { PERSIST_DIR } from "./lib/d1.ts";
import { ensureDevVars, siteUrlVar } from "./lib/local-env.ts";

const port = process.env.PORT ?? "8787";
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

ensureDevVars();
run("vite", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR]);
run("node", ["scripts/seed.ts"]);

console.log(`
  Site:   http://127.0.0.1:${port}
  Admin:  http://127.0.0.1:${port}/admin
  Create the first staff account (in another terminal):
    npm run admin -- create --email you@example.com --password 'a-long-passphrase-1' --role admin
  Run the cron jobs by hand:
    curl 'http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*'
`);

const server = spawn(
  "wrangler",
  [
    "dev",
    "-c",
    "dist/consulting_site/wrangler.json",
    "--persist-to",
    PERSIST_DIR,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...siteUrlVar(port),
  ],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

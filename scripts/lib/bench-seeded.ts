/**
 * @file A bench server on a fresh local state seeded with one SQL file and an admin account, and that admin's session
 * cookie: what the analytics and backup benches at scale share.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serveFresh } from "./serve.ts";

export interface BenchAccount {
  email: string;
  password: string;
}

/** Serves a fresh state in `persistDir` after creating the admin and running `seedSql`; `seedMs` is the SQL's run time. */
export async function serveSeeded(port: string, persistDir: string, seedSql: string, account: BenchAccount) {
  const file = join(mkdtempSync(join(tmpdir(), "bench-")), "seed.sql");
  writeFileSync(file, seedSql);
  let seedMs = 0;
  const server = await serveFresh({
    port,
    persistDir,
    prepare: (env) => {
      execFileSync("node", ["scripts/admin.ts", "create", "--email", account.email, "--password", account.password, "--role", "admin"], {
        stdio: "ignore",
        env,
      });
      const t0 = performance.now();
      execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "--yes", "--file", file], {
        stdio: "ignore",
        env,
      });
      seedMs = performance.now() - t0;
    },
  });
  return { ...server, seedMs };
}

/** The session cookie of a password sign-in (the bench accounts have no second factor). */
export async function signInCookie(baseUrl: string, account: BenchAccount): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(account),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

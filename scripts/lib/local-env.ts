/**
 * @file Local development settings: .dev.vars with a random JWT_SECRET and TOTP_ENCRYPTION_KEY on first use (never
 * committed; a TOTP_ENCRYPTION_KEY is added to an older .dev.vars that lacks it), and the served SITE_URL.
 */

import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function ensureDevVars(path = ".dev.vars"): void {
  const random = () => randomBytes(48).toString("base64url");
  if (existsSync(path)) {
    const current = readFileSync(path, "utf8");
    if (/^TOTP_ENCRYPTION_KEY=./m.test(current)) return;
    writeFileSync(path, `${current.replace(/\n?$/, "\n")}TOTP_ENCRYPTION_KEY=${random()}\n`);
    console.log(`Added a random TOTP_ENCRYPTION_KEY to ${path}.`);
    return;
  }
  const example = readFileSync(".dev.vars.example", "utf8");
  writeFileSync(
    path,
    example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${random()}`).replace(/^TOTP_ENCRYPTION_KEY=.*$/m, `TOTP_ENCRYPTION_KEY=${random()}`),
  );
  console.log(`Created ${path} with a random JWT_SECRET and TOTP_ENCRYPTION_KEY.`);
}

/**
 * `wrangler dev` arguments that make SITE_URL (canonical links, hreflang, sitemap, robots.txt, feeds, the passkeys'
 * RP ID) name the address actually served, so `PORT=8900 npm start` links to port 8900. An explicit SITE_URL in the
 * environment wins. `host` "localhost" serves a site where passkeys work: browsers take no IP address as RP ID.
 */
function siteUrlVar(port: string, host: string): string[] {
  return ["--var", `SITE_URL:${process.env.SITE_URL || `http://${host}:${port}`}`];
}

/** The built worker's configuration, written by the Vite build. */
const BUILT_WORKER_CONFIG = "dist/consulting_site/wrangler.json";

/**
 * `wrangler dev` arguments that serve the build on this machine: `persistDir` as local D1/KV/R2, cron testing on,
 * SITE_URL following the address, and the first-run setup token when there is one. `config`: another worker on the
 * same state (the bench's yardstick).
 */
export function devServerArgs(
  port: string,
  persistDir: string,
  setupToken?: string,
  host = "127.0.0.1",
  config = BUILT_WORKER_CONFIG,
): string[] {
  return [
    "dev",
    "-c",
    config,
    "--persist-to",
    persistDir,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...siteUrlVar(port, host),
    ...(setupToken ? ["--var", `SETUP_TOKEN:${setupToken}`] : []),
  ];
}

/**
 * SITE_URL under `npm run dev` (Vite on `PORT`, default 5173): the served address, so canonical links, sitemap and
 * feeds name the port actually served and not wrangler.toml's 8787. An explicit SITE_URL in the environment wins.
 */
export function devSiteUrl(environment: Record<string, string | undefined> = process.env): string {
  return environment.SITE_URL || `http://127.0.0.1:${environment.PORT || "5173"}`;
}

/**
 * @file The deploy's order and failures (issue 43): a missing secret is refused before the ~20 s build, and a failing
 * migration ends the deploy with what failed and what state the site is in, not a stack trace, and deploys nothing.
 * Run in a scratch folder against a fake wrangler (signed in, no worker yet) with `vite build` and the seed stubbed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployCheckout, runWithStubWrangler } from "./wrangler-stub.ts";

const ROOT = join(import.meta.dirname, "../..");
const FLAGS = [
  "--site-url",
  "https://www.beispiel-beratung.de",
  "--notify-from",
  "a@beispiel-beratung.de",
  "--notify-to",
  "b@beispiel-beratung.de",
];

/** Stubs for the build (it leaves a mark) and node (the seed). */
const stubs = (dir: string) => ({ cwd: dir, commands: { vite: "echo built > vite-ran", node: "exit 0" } });

describe("npm run deploy", () => {
  it("refuses a missing secret before it builds", () => {
    const dir = deployCheckout((toml) => toml.replaceAll('TURNSTILE_SITE_KEY = ""', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAA"'));
    const run = runWithStubWrangler(join(ROOT, "scripts/deploy.ts"), FLAGS, {}, stubs(dir));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/refused:\n {2}- Secret TURNSTILE_SECRET_KEY is missing/);
    expect(existsSync(join(dir, "vite-ran"))).toBe(false);
    expect(run.calls.map((c) => c.slice(0, 2).join(" "))).toEqual(["whoami --json", "secret list"]);
  });

  it("builds once the secrets are there (the same configuration with the secret in the environment)", () => {
    const dir = deployCheckout((toml) => toml.replaceAll('TURNSTILE_SITE_KEY = ""', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAA"'));
    const run = runWithStubWrangler(join(ROOT, "scripts/deploy.ts"), FLAGS, { TURNSTILE_SECRET_KEY: "geheim" }, stubs(dir));
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(dir, "vite-ran"))).toBe(true);
  });

  it("ends a failing migration with what failed and that the old version still runs, without a stack trace", () => {
    const dir = deployCheckout();
    const run = runWithStubWrangler(join(ROOT, "scripts/deploy.ts"), FLAGS, { STUB_FAIL: "d1 migrations apply" }, stubs(dir));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/stub failure: d1 migrations apply/);
    expect(run.stderr).toMatch(
      /refused:\n {2}- `wrangler d1 migrations apply DB --remote .*` failed \(exit code 1\): see its message above\. Nothing was deployed: the site still runs the previous version/,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toMatch(/Command failed/);
    expect(run.calls.some((c) => c[0] === "deploy")).toBe(false);
  });
});

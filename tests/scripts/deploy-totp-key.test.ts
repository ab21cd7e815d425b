/**
 * @file The first deploy shows the TOTP_ENCRYPTION_KEY it generated, once, with where to keep it (issue 43): run in a
 * scratch folder against a fake wrangler (signed in, no worker yet) with `vite build` and the seed stubbed out; the
 * key printed is the one uploaded with the version.
 */
import { join } from "node:path";
import { expect, it } from "vitest";
import { deployCheckout, runWithStubWrangler } from "./wrangler-stub.ts";

const ROOT = join(import.meta.dirname, "../..");

it("prints the generated TOTP key once, with where to keep it, and only when it generated one", () => {
  const dir = deployCheckout();
  const flags = [
    "--site-url",
    "https://www.beispiel-beratung.de",
    "--notify-from",
    "a@beispiel-beratung.de",
    "--notify-to",
    "b@beispiel-beratung.de",
  ];
  const stubs = { cwd: dir, commands: { vite: "exit 0", node: "exit 0" } };

  const first = runWithStubWrangler(join(ROOT, "scripts/deploy.ts"), flags, {}, stubs);
  expect(first.status, first.stderr).toBe(0);
  const key = /TOTP_ENCRYPTION_KEY \(generated now, shown only this once\):\n {4}(\S+)\n/.exec(first.stdout)?.[1];
  expect(key).toMatch(/^[\w-]{64}$/);
  expect(first.stdout).toMatch(/password manager .*docs\/operations\.md, "TOTP key"/);
  expect(first.stdout.split(key!).length - 1).toBe(1);
  expect(first.calls.some((c) => c[0] === "deploy" && c.includes("--secrets-file"))).toBe(true);

  // a key given in the environment (a move with the kept key) is used, not printed
  const carried = runWithStubWrangler(join(ROOT, "scripts/deploy.ts"), flags, { TOTP_ENCRYPTION_KEY: "k".repeat(64) }, stubs);
  expect(carried.status, carried.stderr).toBe(0);
  expect(carried.stdout).not.toMatch(/TOTP_ENCRYPTION_KEY/);
});

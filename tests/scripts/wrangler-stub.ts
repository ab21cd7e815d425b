/**
 * @file A fake `wrangler` on PATH for the scripts tests: it records every invocation (one JSON array of arguments a
 * line), answers `whoami` as signed in and `secret list` as a worker that does not exist yet, and answers
 * `d1 execute --json --command` reads: counts are 0, the migration name is fixed, and a
 * `SELECT * FROM "<table>" ... LIMIT n OFFSET m` gets rows m..m+n of `STUB_ROWS` generated rows for the table
 * named in STUB_TABLE (none for the others).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

const STUB = String.raw`
const { appendFileSync } = require("node:fs");
const args = process.argv.slice(2);
appendFileSync(process.env.STUB_LOG, JSON.stringify(args) + "\n");
if (args[0] === "whoami") process.stdout.write(JSON.stringify({ loggedIn: true }));
if (args[0] === "secret" && args[1] === "list") {
  process.stderr.write("This Worker does not exist on your account. [code: 10007]");
  process.exit(1);
}
const command = args.includes("--command") ? args[args.indexOf("--command") + 1] : null;
if (args[0] === "d1" && args[1] === "execute" && command) {
  let results = [];
  if (/count\(\*\)/i.test(command)) results = [{ n: 0 }];
  else if (/d1_migrations/.test(command)) results = [{ name: "0001_stub.sql" }];
  else {
    const table = /FROM "([^"]+)"/.exec(command)?.[1];
    const page = /LIMIT (\d+) OFFSET (\d+)/.exec(command);
    const total = table === process.env.STUB_TABLE ? Number(process.env.STUB_ROWS || 0) : 0;
    const limit = page ? Number(page[1]) : total;
    const offset = page ? Number(page[2]) : 0;
    for (let i = offset; i < Math.min(total, offset + limit); i++) results.push({ id: i + 1, value: "row " + (i + 1) });
  }
  process.stdout.write(JSON.stringify([{ results, success: true }]));
}
`;

export interface StubRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** every wrangler invocation's arguments, in order */
  calls: string[][];
}

/**
 * Runs `node <script> ...args` (from the repository root, or `cwd`) with the fake wrangler first on PATH; `commands`
 * adds more fake commands by name (shell script bodies, e.g. "exit 0"), which are not recorded.
 */
export function runWithStubWrangler(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  { cwd, commands = {} }: { cwd?: string; commands?: Record<string, string> } = {},
): StubRun {
  const dir = mkdtempSync(join(tmpdir(), "wrangler-stub-"));
  for (const [name, body] of Object.entries(commands)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  writeFileSync(join(dir, "stub.cjs"), STUB);
  writeFileSync(join(dir, "wrangler"), `#!/bin/sh\nexec "${process.execPath}" "${join(dir, "stub.cjs")}" "$@"\n`);
  chmodSync(join(dir, "wrangler"), 0o755);
  const log = join(dir, "calls.ndjson");
  writeFileSync(log, "");
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: cwd ?? join(import.meta.dirname, "../.."),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      ...env,
      PATH: `${dir}${delimiter}${process.env.PATH}`,
      STUB_LOG: log,
      CLOUDFLARE_API_TOKEN: "",
      D1_PERSIST_DIR: join(dir, "state"),
    },
  });
  const calls = readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as string[]);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, calls };
}

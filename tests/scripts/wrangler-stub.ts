/**
 * @file A fake `wrangler` on PATH for the scripts tests: it records every invocation (one JSON array of arguments a
 * line), fails every call whose arguments begin with `STUB_FAIL` (exit 1), answers `whoami` as signed in and
 * `secret list` as a worker that does not exist yet, and answers `d1 execute --json --command` reads: counts are 0,
 * the migration name is fixed, and a
 * `SELECT * FROM "<table>" ... LIMIT n OFFSET m` gets rows m..m+n of `STUB_ROWS` generated rows for the table
 * named in STUB_TABLE (none for the others). Every `--file` a call names is recorded with its size and SHA-256 (the
 * scripts delete their temporary files afterwards). `deployCheckout`: a scratch checkout for the deploy script.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

const STUB = String.raw`
const { appendFileSync, readFileSync, statSync } = require("node:fs");
const args = process.argv.slice(2);
appendFileSync(process.env.STUB_LOG, JSON.stringify(args) + "\n");
if (args.includes("--file")) {
  const file = args[args.indexOf("--file") + 1];
  const sha256 = require("node:crypto").createHash("sha256").update(readFileSync(file)).digest("hex");
  appendFileSync(process.env.STUB_FILES, JSON.stringify({ file, size: statSync(file).size, sha256 }) + "\n");
}
if (process.env.STUB_FAIL && args.join(" ").startsWith(process.env.STUB_FAIL)) {
  process.stderr.write("✘ [ERROR] stub failure: " + args.join(" ") + "\n");
  process.exit(1);
}
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
  /** the files named by `--file`, as they were when wrangler was called */
  files: { file: string; size: number; sha256: string }[];
}

/**
 * Runs `node <script> ...args` (from the repository root, or `cwd`) with the fake wrangler first on PATH; `commands`
 * adds more fake commands by name (shell script bodies, e.g. "exit 0"), which are not recorded; `nodeArgs` go to node
 * before the script.
 */
export function runWithStubWrangler(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  { cwd, commands = {}, nodeArgs = [] }: { cwd?: string; commands?: Record<string, string>; nodeArgs?: string[] } = {},
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
  const filesLog = join(dir, "files.ndjson");
  writeFileSync(log, "");
  writeFileSync(filesLog, "");
  const result = spawnSync(process.execPath, [...nodeArgs, script, ...args], {
    cwd: cwd ?? join(import.meta.dirname, "../.."),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      ...env,
      PATH: `${dir}${delimiter}${process.env.PATH}`,
      STUB_LOG: log,
      STUB_FILES: filesLog,
      CLOUDFLARE_API_TOKEN: "",
      D1_PERSIST_DIR: join(dir, "state"),
    },
  });
  const lines = (file: string) => readFileSync(file, "utf8").split("\n").filter(Boolean);
  const calls = lines(log).map((l) => JSON.parse(l) as string[]);
  const files = lines(filesLog).map((l) => JSON.parse(l) as StubRun["files"][number]);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, calls, files };
}

const ROOT = join(import.meta.dirname, "../..");

/**
 * A scratch checkout for `scripts/deploy.ts` (its wrangler.toml may be rewritten) with what the stubbed `vite build`
 * would have left: the flattened configuration of a worker with one D1 database and no buckets.
 */
export function deployCheckout(rewriteToml: (toml: string) => string = (toml) => toml): string {
  const dir = mkdtempSync(join(tmpdir(), "deploy-"));
  for (const name of ["scripts", "node_modules", "package.json", "migrations"]) symlinkSync(join(ROOT, name), join(dir, name));
  writeFileSync(join(dir, "wrangler.toml"), rewriteToml(readFileSync(join(ROOT, "wrangler.toml"), "utf8")));
  mkdirSync(join(dir, "dist/consulting_site"), { recursive: true });
  const built = {
    name: "consulting-site",
    vars: {},
    d1_databases: [{ binding: "DB", database_name: "consulting-site-db", migrations_dir: "migrations" }],
    r2_buckets: [],
  };
  writeFileSync(join(dir, "dist/consulting_site/wrangler.json"), JSON.stringify(built));
  return dir;
}

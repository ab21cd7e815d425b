/**
 * @file `npm run test:e2e [-- files]`: builds the app once, prepares one migrated and seeded local D1/KV/R2 state, and
 * runs the browser test files (node's test runner + playwright-core driving Debian's Chromium), each against its
 * own server on its own copy of that state, two files at a time. Ends with the failed tests and their first message.
 * `npm run test:repeat -- <file> [N]` runs one file N times in a row (default 5; `E2E_PARALLEL=2` for two at a time
 * and more load), to check a fix for flakiness.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
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

const { values, positionals } = parseArgs({ allowPositionals: true, options: { repeat: { type: "boolean", default: false } } });
const templateDir = ".wrangler/e2e-template";
// the same state before the seed: tests that need an empty instance copy it instead of migrating one (20 s)
const migratedDir = ".wrangler/e2e-migrated";
const firstPort = Number(process.env.E2E_PORT ?? "8799");
// a file spends most of its time waiting for the browser and the server: two at a time keep two cores busy;
// repeated runs of one file go one after another
const slots = Math.max(1, Number(process.env.E2E_PARALLEL ?? (values.repeat ? 1 : Math.min(2, availableParallelism()))));
/** Per test; the slowest test takes well under a third of it, so only a hung test reaches it. */
const TEST_TIMEOUT_MS = 180_000;
// WebAuthn takes no IP address as RP ID: these files get the site as http://localhost:<port> (still a secure context)
const SERVED_AS_LOCALHOST = ["passkeys.test.ts", "reauth.test.ts"];

/**
 * The slowest files (a minute or more each), started first: begun last, one of them would run on alone while the
 * other slot stands idle. Longest first, then the rest in name order.
 */
const SLOWEST_FIRST = [
  "public-pages.test.ts",
  "backup-restore.test.ts",
  "public-behaviour.test.ts",
  "editing-safety.test.ts",
  "content.test.ts",
];

const allFiles = () =>
  readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".test.ts"))
    .sort((a, b) => {
      const rank = (f: string) => (SLOWEST_FIRST.includes(f) ? SLOWEST_FIRST.indexOf(f) : SLOWEST_FIRST.length);
      return rank(a) - rank(b) || a.localeCompare(b);
    })
    .map((f) => `tests/e2e/${f}`);

function runList(): string[] {
  if (!values.repeat) return positionals.length ? positionals : allFiles();
  const [file, times = "5"] = positionals;
  if (!file || !/^\d+$/.test(times)) {
    console.error("Usage: npm run test:repeat -- <tests/e2e/file.test.ts> [N]");
    process.exit(2);
  }
  return Array.from({ length: Number(times) }, () => file);
}

interface Outcome {
  run: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  failures: { name: string; message: string }[];
}

/** Runs one file against a fresh server on a copy of the template state; prints its output in one piece when done. */
async function runFile(file: string, label: string, slot: number): Promise<Outcome> {
  const started = Date.now();
  const port = String(firstPort + slot);
  const persistDir = `.wrangler/e2e-state-${slot}`;
  const host = SERVED_AS_LOCALHOST.some((name) => file.endsWith(name)) ? "localhost" : undefined;
  const failuresFile = join(mkdtempSync(join(tmpdir(), "e2e-")), "failures.jsonl");
  let output = "";
  let code: number | null = 1;
  try {
    const { baseUrl, stop } = await serveCopy({ port, templateDir, persistDir, host });
    try {
      const child = spawn(
        "node",
        [
          "--test",
          "--test-concurrency=1",
          `--test-timeout=${TEST_TIMEOUT_MS}`,
          "--test-reporter=spec",
          "--test-reporter-destination=stdout",
          `--test-reporter=${fileURLToPath(new URL("failure-reporter.ts", import.meta.url))}`,
          `--test-reporter-destination=${failuresFile}`,
          file,
        ],
        {
          env: { ...process.env, D1_PERSIST_DIR: persistDir, BASE_URL: baseUrl, E2E_MIGRATED_STATE: migratedDir },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    } finally {
      await stop();
    }
  } catch (err) {
    output += `\n${err instanceof Error ? err.stack : String(err)}\n`;
  }
  const count = (name: string) => Number(new RegExp(`^ℹ ${name} (\\d+)`, "m").exec(output)?.[1] ?? 0);
  const failures = existsSync(failuresFile)
    ? readFileSync(failuresFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Outcome["failures"][number])
    : [];
  // a file that cannot load fails as a whole with node's generic "test failed", and tests of a suite whose hook threw are
  // "cancelled": name the error the file printed instead
  const generic = (message: string) => message === "test failed" || message.includes("was cancelled");
  for (const f of failures) if (generic(f.message)) f.message = /^\s*\w*Error\b.*$/m.exec(output)?.[0]?.trim() ?? f.message;
  const ok = code === 0;
  if (!ok && failures.length === 0)
    failures.push({ name: "(the file did not run to its end)", message: output.trim().split("\n").at(-1) ?? "" });
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n━━ ${label}: ${ok ? "passed" : "FAILED"} in ${seconds} s ━━\n${output}`);
  // a cancelled test (its suite's hook failed) did not pass: it counts as failed
  return { run: label, ok, seconds, passed: count("pass"), failed: count("fail") + count("cancelled"), failures };
}

const queue = runList().map((file, i, list) => ({ file, label: values.repeat ? `${file} run ${i + 1}/${list.length}` : file }));
ensureDevVars();
if (!process.env.E2E_SKIP_BUILD) execFileSync("vite", ["build"], { stdio: "inherit" });
prepareFreshState(templateDir, migratedDir);

const outcomes: Outcome[] = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async (_, slot) => {
    for (let next = queue.shift(); next; next = queue.shift()) outcomes.push(await runFile(next.file, next.label, slot));
  }),
);

const failed = outcomes.filter((o) => !o.ok);
const passedTests = outcomes.reduce((sum, o) => sum + o.passed, 0);
const failedTests = outcomes.reduce((sum, o) => sum + o.failed, 0);
console.log(`\nBrowser tests: ${outcomes.length} runs in ${Math.round((Date.now() - started) / 1000)} s, ${slots} at a time`);
for (const o of [...outcomes].sort((a, b) => b.seconds - a.seconds))
  console.log(`  ${o.ok ? "ok    " : "FAILED"} ${String(o.seconds).padStart(4)} s  ${o.run}`);
if (failed.length) {
  console.log("\nFailed browser tests:");
  for (const o of failed) for (const f of o.failures) console.log(`  ✖ ${o.run} › ${f.name}\n      ${f.message}`);
}
console.log(`\ne2e: ${passedTests} passed, ${failedTests} failed`);
process.exit(failed.length ? 1 : 0);

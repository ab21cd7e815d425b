/** @file Runs SQL against the project's D1 database (and deletes KV keys) through wrangler (local state, or the deployed one with --remote). */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The binding, not the database name: it names each environment's own database (staging has another). */
const DATABASE = "DB";
/** The deploy points this at its built configuration (the chosen environment's, with the public settings). */
const CONFIG_ARGS = process.env.D1_CONFIG ? ["-c", process.env.D1_CONFIG] : [];
/** Local state folder shared by migrate, seed, admin and serve; the e2e run points it elsewhere. */
export const PERSIST_DIR = process.env.D1_PERSIST_DIR ?? ".wrangler/state";
/** `--env <name>` on every remote call once a script aims at a named environment (restore/import --env staging). */
let ENV_ARGS: string[] = [];

/** Aims every later remote call at wrangler.toml's [env.<name>] (its own database); set by scripts/lib/target.ts. */
export function aimAtEnvironment(env: string): void {
  ENV_ARGS = ["--env", env];
}

function targetArgs(remote: boolean): string[] {
  return [...CONFIG_ARGS, ...(remote ? ["--remote", ...ENV_ARGS] : ["--local", "--persist-to", PERSIST_DIR])];
}

function wrangler(args: string[]): string {
  return execFileSync("wrangler", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    // one page of rows (queryPages) or one query's answer; the default 1 MiB ended `npm run export` at ~200 posts
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

/** Executes SQL text's statements; D1 runs a file as one batch. */
export function executeSql(sql: string, remote: boolean): void {
  const dir = mkdtempSync(join(tmpdir(), "d1-"));
  const file = join(dir, "statements.sql");
  writeFileSync(file, sql);
  try {
    executeSqlFile(file, remote);
  } finally {
    // scratch: every seed, admin command and test left one behind
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Executes the statements of a SQL file (restore and import write theirs in batches, scripts/lib/sql-batches.ts). */
export function executeSqlFile(file: string, remote: boolean): void {
  wrangler(["d1", "execute", DATABASE, ...targetArgs(remote), "--yes", "--file", file]);
}

/** Runs one read query and returns its rows. */
export function query<Row = Record<string, unknown>>(sql: string, remote: boolean): Row[] {
  const out = wrangler(["d1", "execute", DATABASE, ...targetArgs(remote), "--json", "--command", sql]);
  const parsed = JSON.parse(out) as { results: Row[] }[];
  return parsed.flatMap((r) => r.results);
}

/** Rows per page of queryPages: ~4 KB posts make ~2 MB of JSON a page, far inside wrangler's output buffer. */
export const PAGE_ROWS = 500;

/**
 * Reads a whole table page by page (`ORDER BY rowid LIMIT n OFFSET m`), so no single wrangler answer holds more than
 * one page; `progress` gets the running count after each page.
 */
export function queryPages<Row = Record<string, unknown>>(
  table: string,
  remote: boolean,
  progress?: (rows: number) => void,
  pageRows = PAGE_ROWS,
): Row[] {
  const rows: Row[] = [];
  for (;;) {
    const page = query<Row>(`SELECT * FROM "${table}" ORDER BY rowid LIMIT ${pageRows} OFFSET ${rows.length}`, remote);
    rows.push(...page);
    progress?.(rows.length);
    if (page.length < pageRows) return rows;
  }
}

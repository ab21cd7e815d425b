/** @file Runs SQL against the project's D1 database (and deletes KV keys) through wrangler (local state, or the deployed one with --remote). */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The binding, not the database name: it names each environment's own database (staging has another). */
const DATABASE = "DB";
/** The deploy points this at its built configuration (the chosen environment's, with the public settings). */
const CONFIG_ARGS = process.env.D1_CONFIG ? ["-c", process.env.D1_CONFIG] : [];
/** Local state folder shared by migrate, seed, admin and serve; the e2e run points it elsewhere. */
export const PERSIST_DIR = process.env.D1_PERSIST_DIR ?? ".wrangler/state";

function targetArgs(remote: boolean): string[] {
  return [...CONFIG_ARGS, ...(remote ? ["--remote"] : ["--local", "--persist-to", PERSIST_DIR])];
}

function wrangler(args: string[]): string {
  return execFileSync("wrangler", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

/** Executes a SQL file's statements; D1 runs a file as one batch. */
export function executeSql(sql: string, remote: boolean): void {
  const file = join(mkdtempSync(join(tmpdir(), "d1-")), "statements.sql");
  writeFileSync(file, sql);
  wrangler(["d1", "execute", DATABASE, ...targetArgs(remote), "--yes", "--file", file]);
}

/** Runs one read query and returns its rows. */
export function query<Row = Record<string, unknown>>(sql: string, remote: boolean): Row[] {
  const out = wrangler(["d1", "execute", DATABASE, ...targetArgs(remote), "--json", "--command", sql]);
  const parsed = JSON.parse(out) as { results: Row[] }[];
  return parsed.flatMap((r) => r.results);
}

/** @file Test helpers: requests against the real worker, and seeding through the same SQL the seed script runs. */
import { env, exports } from "cloudflare:workers";
import { seedStatements } from "../../scripts/seed-sql.ts";

export const BASE = "http://127.0.0.1:8787";

export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(BASE + path, init));
}

/** Runs the seed (catalogue, roles, settings and, unless done, the one-time content) as one D1 batch. */
export async function seed() {
  const done = new Set((await env.DB.prepare("SELECT name FROM seed_history").all<{ name: string }>()).results.map((r) => r.name));
  const { statements } = seedStatements(done);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

/** Row counts of the given tables, to compare database states. */
export async function countRows(tables: string[]) {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  return counts;
}

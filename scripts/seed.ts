/**
 * @file Seeds the D1 database idempotently (running it twice changes nothing); see seed-sql.ts for what.
 * Usage: npm run db:seed [-- --remote]
 */
import { executeSql, query } from "./lib/d1.ts";
import { seedStatements } from "./seed-sql.ts";

const remote = process.argv.includes("--remote");
const done = new Set(query<{ name: string }>("SELECT name FROM seed_history", remote).map((r) => r.name));
const { statements, applied } = seedStatements(done);
executeSql(statements.join("\n"), remote);
console.log(
  `Seeded ${remote ? "remote" : "local"} D1: permissions, roles, settings` +
    (applied.length ? `; first-time content: ${applied.join(", ")}.` : " (content already present)."),
);

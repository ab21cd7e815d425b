/**
 * @file Imports a content export (GET /api/admin/backups/export or the Sicherung screen) into a fresh instance
 * (docs/backup.md, "Export and import"). Usage: npm run import -- <content.json> [--remote | --env staging]
 * Validates the file against docs/content-export.schema.json, refuses a target whose content tables hold rows, applies
 * the migrations, inserts the content and then the seed's catalogue (permissions, roles), marking the seed's example
 * content as done so it never lands beside the imported one. --env staging writes to wrangler.toml's [env.staging]
 * database only (every wrangler call carries `--env staging`). Media files are not in the export: copy them separately.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Validator } from "@cfworker/json-schema";
import { CONTENT_EXPORT_TABLES, type ContentExport } from "../common/content-export.ts";
import { executeSql, PERSIST_DIR, query } from "./lib/d1.ts";
import { localCount, openLocalD1 } from "./lib/local-d1.ts";
import { runningServer } from "./lib/server-lock.ts";
import { insert } from "./lib/sql.ts";
import { targetOrFail } from "./lib/target.ts";
import { ONE_TIME_PARTS, seedStatements } from "./seed-sql.ts";

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, env: { type: "string" } },
});
if (positionals.length !== 1) fail("Usage: npm run import -- <content.json> [--remote | --env staging]");
const target = targetOrFail(values.env, values.remote ?? false, fail);
const { remote } = target;
let doc: ContentExport;
try {
  doc = JSON.parse(readFileSync(positionals[0], "utf8")) as ContentExport;
} catch (err) {
  fail(`cannot read ${positionals[0]}: ${(err as Error).message}`);
}
const schema = JSON.parse(readFileSync(new URL("../docs/content-export.schema.json", import.meta.url), "utf8"));
const check = new Validator(schema, "2020-12").validate(doc);
if (!check.valid)
  fail(
    `${positionals[0]} does not match docs/content-export.schema.json: ${check.errors
      .slice(-3)
      .map((e) => `${e.instanceLocation} ${e.error}`)
      .join("; ")}`,
  );
if (!remote && runningServer(PERSIST_DIR)) fail(`a local server is using ${PERSIST_DIR}; stop it first`);

const countSql = `SELECT ${CONTENT_EXPORT_TABLES.map((t) => `(SELECT count(*) FROM "${t}")`).join(" + ")} AS n`;
const refuse = (n: number) => {
  if (n > 0) fail(`the target is not empty: its content tables hold ${n} rows. Import only into a fresh instance.`);
};

// a non-empty local target is refused at once, before wrangler starts
if (!remote) refuse(localCount(PERSIST_DIR, countSql) ?? 0);
execFileSync("wrangler", ["d1", "migrations", "apply", "DB", ...(remote ? target.remoteArgs : ["--local", "--persist-to", PERSIST_DIR])], {
  stdio: "ignore",
  env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
});

// the seed's example content counts as done: it must not land beside the imported content
const exampleContent = Object.keys(ONE_TIME_PARTS).filter((name) => name !== "role-permissions-v1");
const statements = [
  "PRAGMA defer_foreign_keys = on;",
  ...CONTENT_EXPORT_TABLES.flatMap((table) => doc.content[table].map((row) => insert(`"${table}"`, row))),
  ...exampleContent.map((name) => insert("seed_history", { name }, "ON CONFLICT(name) DO NOTHING")),
  ...seedStatements(new Set(exampleContent)).statements,
];
if (remote) {
  refuse(Number(query<{ n: number }>(countSql, true)[0]?.n ?? 0));
  executeSql(statements.join("\n"), true);
} else {
  // straight into the local D1 file (no server holds it), in one transaction
  const db = openLocalD1(PERSIST_DIR);
  try {
    refuse(Number((db.prepare(countSql).get() as { n: number }).n));
    // the seed's last statement has no semicolon of its own
    db.exec(`BEGIN; ${statements.map((st) => (st.trimEnd().endsWith(";") ? st : `${st};`)).join("\n")} COMMIT;`);
  } finally {
    db.close();
  }
}
const rows = CONTENT_EXPORT_TABLES.reduce((sum, t) => sum + doc.content[t].length, 0);
console.log(
  `Imported ${rows} rows (${CONTENT_EXPORT_TABLES.join(", ")}) exported ${doc.exported_at}${remote ? ` (${target.label})` : ` into ${PERSIST_DIR}`}.`,
);
if (doc.media.length)
  console.log(`The export lists ${doc.media.length} media files; copy them to the MEDIA bucket separately (docs/backup.md).`);

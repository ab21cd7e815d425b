/**
 * @file Imports a content export (`npm run export`, GET /api/admin/backups/export or the Sicherung screen) into a fresh
 * instance (docs/backup.md, "Content export and import").
 * Usage: npm run import -- <content.json> [--media <folder> | --skip-media] [--remote | --env staging]
 * Validates the file against docs/content-export.schema.json and checks that the media folder (default: beside the
 * document, content.media/ for content.json) holds every listed file with its size and SHA-256, before anything is
 * written; refuses a target whose content tables hold rows; applies the migrations, inserts the content (roles,
 * redirects and AI studio entries included) in SQL files of bounded size, then the seed's catalogue (permissions, the
 * admin role's full set) while marking the seed's one-time parts as done so no example content lands beside the
 * imported one; then puts the media files with their metadata, by stream. --env staging writes to wrangler.toml's
 * [env.staging] only (every wrangler call carries `--env staging` or a staging bucket).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Validator } from "@cfworker/json-schema";
import { getPlatformProxy } from "wrangler";
import { CONTENT_EXPORT_TABLES, type ContentExport } from "../common/content-export.ts";
import { executeSqlFile, PERSIST_DIR, query } from "./lib/d1.ts";
import { localCount, openLocalD1 } from "./lib/local-d1.ts";
import { type LocalBucket, mediaFileName, mediaFolderOf, putLocalMedia, putRemoteMedia } from "./lib/media-objects.ts";
import { runningServer } from "./lib/server-lock.ts";
import { insert } from "./lib/sql.ts";
import { SqlBatches } from "./lib/sql-batches.ts";
import { targetOrFail } from "./lib/target.ts";
import { ONE_TIME_PARTS, seedStatements } from "./seed-sql.ts";

const USAGE = "Usage: npm run import -- <content.json> [--media <folder> | --skip-media] [--remote | --env staging]";

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    env: { type: "string" },
    media: { type: "string" },
    "skip-media": { type: "boolean", default: false },
  },
});
if (positionals.length !== 1) fail(USAGE);
const target = targetOrFail(values.env, values.remote ?? false, fail);
const { remote } = target;
const documentFile = positionals[0];
let doc: ContentExport;
try {
  doc = JSON.parse(readFileSync(documentFile, "utf8")) as ContentExport;
} catch (err) {
  fail(`cannot read ${documentFile}: ${(err as Error).message}`);
}
const schema = JSON.parse(readFileSync(new URL("../docs/content-export.schema.json", import.meta.url), "utf8"));
const check = new Validator(schema, "2020-12").validate(doc);
if (!check.valid)
  fail(
    `${documentFile} does not match docs/content-export.schema.json: ${check.errors
      .slice(-3)
      .map((e) => `${e.instanceLocation} ${e.error}`)
      .join("; ")}`,
  );

/** SHA-256 of a file, read by stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

// every listed media file must be there, whole, before anything is written: an import without them breaks every image
const mediaDir = values.media ?? mediaFolderOf(documentFile);
const skipMedia = values["skip-media"] ?? false;
const media = skipMedia ? [] : doc.media.map((m) => ({ ...m, file: join(mediaDir, mediaFileName(m.key)) }));
const problems: string[] = [];
for (const m of media) {
  if (!existsSync(m.file)) problems.push(`${m.key} is missing`);
  else if (statSync(m.file).size !== m.size) problems.push(`${m.key} has ${statSync(m.file).size} bytes, the export lists ${m.size}`);
  else if (m.sha256 && (await sha256Of(m.file)) !== m.sha256) problems.push(`${m.key} does not match its SHA-256`);
}
if (problems.length)
  fail(
    `the media folder ${mediaDir} does not hold the ${doc.media.length} files the export lists (${problems.length} problems: ` +
      `${problems.slice(0, 3).join("; ")}${problems.length > 3 ? "; ..." : ""}).\n` +
      "npm run export writes them beside the document; --media <folder> names another folder; --skip-media imports without them (every picture of the site would be broken).",
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

// the export's roles carry their permissions: none of the seed's one-time parts may add to them or to the content
const oneTimeParts = Object.keys(ONE_TIME_PARTS);
const batches = new SqlBatches("PRAGMA defer_foreign_keys = on;");
// the SQL files are scratch: gone when the import ends, also after a failure
process.on("exit", () => batches.remove());
for (const table of CONTENT_EXPORT_TABLES) for (const row of doc.content[table]) batches.add(insert(`"${table}"`, row));
for (const name of oneTimeParts) batches.add(insert("seed_history", { name }, "ON CONFLICT(name) DO NOTHING"));
for (const statement of seedStatements(new Set(oneTimeParts)).statements) batches.add(statement);
const sqlFiles = batches.close();

if (remote) {
  refuse(Number(query<{ n: number }>(countSql, true)[0]?.n ?? 0));
  for (const file of sqlFiles) executeSqlFile(file, true);
  for (const [i, m] of media.entries()) {
    console.error(`  putting media ${i + 1}/${media.length}: ${m.key}`);
    putRemoteMedia(target.mediaBucket, target.remoteArgs, m.key, m.file, m);
  }
} else {
  // straight into the local D1 file (no server holds it), all SQL files in one transaction
  const db = openLocalD1(PERSIST_DIR);
  try {
    refuse(Number((db.prepare(countSql).get() as { n: number }).n));
    db.exec("BEGIN");
    try {
      for (const file of sqlFiles) db.exec(readFileSync(file, "utf8"));
      db.exec("COMMIT");
    } catch (err) {
      db.exec("ROLLBACK");
      throw err;
    }
  } finally {
    db.close();
  }
  if (media.length) {
    const proxy = await getPlatformProxy<{ MEDIA: LocalBucket }>({ persist: { path: join(PERSIST_DIR, "v3") } });
    try {
      for (const [i, m] of media.entries()) {
        console.error(`  putting media ${i + 1}/${media.length}: ${m.key}`);
        await putLocalMedia(proxy.env.MEDIA, m.key, m.file, m);
      }
    } finally {
      await proxy.dispose();
    }
  }
}
const rows = CONTENT_EXPORT_TABLES.reduce((sum, t) => sum + doc.content[t].length, 0);
console.log(
  `Imported ${rows} rows (${CONTENT_EXPORT_TABLES.join(", ")}) and ${media.length} media files, exported ${doc.exported_at}${remote ? ` (${target.label})` : ` into ${PERSIST_DIR}`}.`,
);
if (skipMedia && doc.media.length) console.log(`--skip-media: the ${doc.media.length} media files the export lists were not imported.`);

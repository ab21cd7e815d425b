/**
 * @file Rebuilds a database and its media from a backup into an EMPTY instance (docs/backup.md).
 * Usage: npm run restore -- <backup-archive.ndjson.gz | backup-id> [--remote | --env staging] [--from <state folder>]
 * The backup: a downloaded archive file, or the id of a backup in the BACKUPS bucket (the deployed one with --remote,
 * else the local one of --from). Local target (default): applies the migrations to the local state (D1_PERSIST_DIR,
 * default .wrangler/state), writes the rows into the local D1 file in one transaction and the media through wrangler's
 * local R2 binding. --remote: the deployed D1 (one SQL file, `wrangler d1 execute --remote`) and R2 (`wrangler r2
 * object put --remote`). --env staging: the same, aimed at wrangler.toml's [env.staging] only (its database through
 * `--env staging`, its buckets by their staging names; a backup id is read from staging's backup bucket). Refuses a
 * target whose backed-up tables hold any row.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { sequenceStatements } from "../worker/domain/backup/sequences.ts";
import { type Archive, readArchive, readBackupFromBucket } from "./lib/backup-archive.ts";
import { executeSql, PERSIST_DIR, query } from "./lib/d1.ts";
import { localCount, openLocalD1 } from "./lib/local-d1.ts";
import { runningServer } from "./lib/server-lock.ts";
import { insert } from "./lib/sql.ts";
import { targetOrFail } from "./lib/target.ts";

/** The parts of the local bindings used here (the node scripts do not load the Workers types). */
interface LocalBindings {
  MEDIA: { put(key: string, data: Uint8Array, options?: { httpMetadata?: { contentType: string } }): Promise<unknown> };
  BACKUPS: { get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null> };
}

const USAGE = "Usage: npm run restore -- <backup-archive.ndjson.gz | backup-id> [--remote | --env staging] [--from <state folder>]";
const BACKUP_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

function fail(message: string): never {
  // written at once: console.error to a pipe may still be queued behind the progress lines when the process exits
  writeSync(2, `Error: ${message}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, env: { type: "string" }, from: { type: "string" } },
});
if (positionals.length !== 1) fail(USAGE);
const target = targetOrFail(values.env, values.remote ?? false, fail);
const { remote } = target;
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };
/** Progress lines go to stderr, so stdout keeps only the result line. */
const progress = (message: string) => console.error(message);

/** A backup by id from the deployed BACKUPS bucket (--remote) or the local one of the --from state folder. */
async function readById(id: string): Promise<Archive> {
  if (remote) {
    return readBackupFromBucket(
      id,
      async (key) => {
        try {
          return execFileSync("wrangler", ["r2", "object", "get", `${target.backupBucket}/${key}`, ...target.remoteArgs, "--pipe"], {
            env: wranglerEnv,
            stdio: ["ignore", "pipe", "ignore"],
            maxBuffer: 512 * 1024 * 1024,
          });
        } catch {
          return null;
        }
      },
      progress,
    );
  }
  if (!values.from) fail("a backup id needs --from <state folder> (the local instance whose backup bucket holds it), or --remote");
  const proxy = await getPlatformProxy<LocalBindings>({ persist: { path: join(values.from, "v3") } });
  try {
    return await readBackupFromBucket(
      id,
      async (key) => {
        const object = await proxy.env.BACKUPS.get(key);
        return object ? Buffer.from(await object.arrayBuffer()) : null;
      },
      progress,
    );
  } finally {
    await proxy.dispose();
  }
}

let archive: Archive;
try {
  const source = positionals[0];
  if (existsSync(source)) archive = await readArchive(source, progress);
  else if (BACKUP_ID.test(source)) archive = await readById(source);
  else fail(`${source} is neither an archive file nor a backup id (e.g. 2026-11-26T03-15-00-000Z)\n${USAGE}`);
} catch (err) {
  fail((err as Error).message);
}
const { manifest } = archive;

const countSql = `SELECT ${manifest.tables.map((t) => `(SELECT count(*) FROM "${t.name}")`).join(" + ")} AS n`;
const versionSql = "SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1";
// foreign keys are checked at the end: tables come parents first, but a page may point to a later page
// the id counters last: new records must never take the id of a trashed or purged one
const statements = [
  "PRAGMA defer_foreign_keys = on;",
  ...archive.tables.flatMap((t) => t.rows.map((row) => insert(`"${t.name}"`, row))),
  ...sequenceStatements(manifest.sequences),
];

function checkTarget(rows: number, version: string | null) {
  if (rows > 0)
    fail(
      `the target ${remote ? `(${target.label}) ` : `(${PERSIST_DIR}) `}is not empty: its backed-up tables hold ${rows} rows. ` +
        "Restore only into an empty instance (locally: delete the state folder first).",
    );
  if (manifest.schema_version && version !== manifest.schema_version)
    fail(
      `the backup is of schema ${manifest.schema_version}, the target is at ${version ?? "no migration"}: use the release the backup was made with`,
    );
}

// a non-empty local target is refused at once, before wrangler starts
if (!remote) checkTarget(localCount(PERSIST_DIR, countSql) ?? 0, manifest.schema_version);

const migrate = remote ? target.remoteArgs : ["--local", "--persist-to", PERSIST_DIR];
execFileSync("wrangler", ["d1", "migrations", "apply", "DB", ...migrate], { stdio: "ignore", env: { ...wranglerEnv, CI: "1" } });

if (remote) {
  checkTarget(Number(query<{ n: number }>(countSql, true)[0]?.n ?? 0), query<{ name: string }>(versionSql, true)[0]?.name ?? null);
  executeSql(statements.join("\n"), true);
  for (const [i, m] of archive.media.entries()) {
    progress(`  putting media ${i + 1}/${archive.media.length}: ${m.key}`);
    const type = m.content_type ? ["--content-type", m.content_type] : [];
    execFileSync("wrangler", ["r2", "object", "put", `${target.mediaBucket}/${m.key}`, ...target.remoteArgs, "--file", m.file, ...type], {
      stdio: "ignore",
      env: wranglerEnv,
    });
  }
} else {
  const server = runningServer(PERSIST_DIR);
  if (server) fail(`a local server (process ${server.pid}) is using ${PERSIST_DIR}; stop it first`);
  // the rows straight into the local D1 file (no server holds it), in one transaction
  const db = openLocalD1(PERSIST_DIR);
  try {
    checkTarget(
      Number((db.prepare(countSql).get() as { n: number }).n),
      ((db.prepare(versionSql).get() as { name?: string } | undefined)?.name ?? null) as string | null,
    );
    db.exec(`BEGIN; ${statements.join("\n")} COMMIT;`);
  } finally {
    db.close();
  }
  // the media through wrangler's local R2 binding (its storage format is miniflare's own)
  const proxy = await getPlatformProxy<LocalBindings>({ persist: { path: join(PERSIST_DIR, "v3") } });
  try {
    for (const [i, m] of archive.media.entries()) {
      progress(`  putting media ${i + 1}/${archive.media.length}: ${m.key}`);
      // one file's bytes at a time
      await proxy.env.MEDIA.put(m.key, readFileSync(m.file), {
        httpMetadata: m.content_type ? { contentType: m.content_type } : undefined,
      });
    }
  } finally {
    await proxy.dispose();
  }
}

const rows = archive.tables.reduce((n, t) => n + t.rows.length, 0);
console.log(
  `Restored backup ${manifest.backup_id}: ${rows} rows in ${archive.tables.length} tables, ${archive.media.length} media objects${remote ? ` (${target.label})` : ` into ${PERSIST_DIR}`}.`,
);

/**
 * @file Rebuilds a database and its media from a backup into an EMPTY instance (docs/backup.md).
 * Usage: npm run restore -- <backup-archive.ndjson.gz | backup-id> [--remote | --env staging] [--from <state folder>]
 * The backup: a downloaded archive file, or the id of a backup in the BACKUPS bucket (the deployed one with --remote,
 * else the local one of --from). It is read by stream in one pass that verifies it and spools its rows as SQL files of
 * bounded size (SQL_BATCH_BYTES, default 8 MiB) and its media into temporary files; only then is the target written.
 * Local target (default): applies the migrations to the local state (D1_PERSIST_DIR, default .wrangler/state), runs
 * the SQL files into the local D1 file in one transaction and puts the media through wrangler's local R2 binding.
 * --remote: the deployed D1 (`wrangler d1 execute --remote --file`, one call per SQL file) and R2 (`wrangler r2
 * object put --remote`). --env staging: the same, aimed at wrangler.toml's [env.staging] only. Refuses a target whose
 * backed-up tables hold any row.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { sequenceStatements } from "../worker/domain/backup/sequences.ts";
import { type ArchiveManifest, type ScannedArchive, type ScanOptions, scanArchive, scanBackupInBucket } from "./lib/backup-archive.ts";
import { executeSqlFile, PERSIST_DIR, query } from "./lib/d1.ts";
import { localCount, openLocalD1 } from "./lib/local-d1.ts";
import { type LocalBucket, putLocalMedia, putRemoteMedia, remoteObjectBytes, remoteObjectStream } from "./lib/media-objects.ts";
import { runningServer } from "./lib/server-lock.ts";
import { insert } from "./lib/sql.ts";
import { SqlBatches } from "./lib/sql-batches.ts";
import { targetOrFail } from "./lib/target.ts";

/** The parts of the local bindings used here (the node scripts do not load the Workers types). */
interface LocalBindings {
  MEDIA: LocalBucket;
  BACKUPS: { get(key: string): Promise<{ body: ReadableStream<Uint8Array> } | null> };
}

const USAGE = "Usage: npm run restore -- <backup-archive.ndjson.gz | backup-id> [--remote | --env staging] [--from <state folder>]";
const BACKUP_ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

/** Temporary SQL files and media, removed however the restore ends. */
const work = mkdtempSync(join(tmpdir(), "restore-"));
function cleanUp() {
  rmSync(work, { recursive: true, force: true });
}

function fail(message: string): never {
  // written at once: console.error to a pipe may still be queued behind the progress lines when the process exits
  writeSync(2, `Error: ${message}\n`);
  cleanUp();
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, env: { type: "string" }, from: { type: "string" } },
});
if (positionals.length !== 1) fail(USAGE);
const target = targetOrFail(values.env, values.remote ?? false, fail);
const { remote } = target;
/** Progress lines go to stderr, so stdout keeps only the result line. */
const progress = (message: string) => console.error(message);

const countSqlOf = (manifest: ArchiveManifest) =>
  `SELECT ${manifest.tables.map((t) => `(SELECT count(*) FROM "${t.name}")`).join(" + ")} AS n`;
const versionSql = "SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1";

function checkTarget(manifest: ArchiveManifest, rows: number, version: string | null) {
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

// the rows become SQL files as they pass; foreign keys are checked at the end of each transaction (tables come parents
// first, but a page may point to a later page)
const batches = new SqlBatches("PRAGMA defer_foreign_keys = on;", undefined, mkdtempSync(join(work, "sql-")));
const scan: ScanOptions = {
  progress,
  mediaDir: mkdtempSync(join(work, "media-")),
  // a non-empty local target is refused as soon as the manifest is read, before the archive and before wrangler
  onManifest: (manifest) => {
    if (!remote) {
      const rows = localCount(PERSIST_DIR, countSqlOf(manifest));
      if (rows) checkTarget(manifest, rows, null);
    }
  },
  onRow: (table, row) => batches.add(insert(`"${table}"`, row)),
};

/** A backup by id from the deployed BACKUPS bucket (--remote) or the local one of the --from state folder. */
async function scanById(id: string): Promise<ScannedArchive> {
  if (remote) {
    return scanBackupInBucket(
      id,
      async (key) => {
        // the manifest decides whether the backup exists; the table and media files are streamed
        if (key.endsWith("/manifest.json")) {
          const bytes = remoteObjectBytes(target.backupBucket, target.remoteArgs, key);
          return bytes ? Readable.from([bytes]) : null;
        }
        return remoteObjectStream(target.backupBucket, target.remoteArgs, key);
      },
      scan,
    );
  }
  if (!values.from) fail("a backup id needs --from <state folder> (the local instance whose backup bucket holds it), or --remote");
  const proxy = await getPlatformProxy<LocalBindings>({ persist: { path: join(values.from, "v3") } });
  try {
    return await scanBackupInBucket(
      id,
      async (key) => {
        const object = await proxy.env.BACKUPS.get(key);
        return object ? Readable.fromWeb(object.body as never) : null;
      },
      scan,
    );
  } finally {
    await proxy.dispose();
  }
}

let archive: ScannedArchive;
try {
  const source = positionals[0];
  if (existsSync(source)) archive = await scanArchive(source, scan);
  else if (BACKUP_ID.test(source)) archive = await scanById(source);
  else fail(`${source} is neither an archive file nor a backup id (e.g. 2026-11-26T03-15-00-000Z)\n${USAGE}`);
} catch (err) {
  fail((err as Error).message);
}
const { manifest } = archive;
// the id counters last: new records must never take the id of a trashed or purged one
for (const statement of sequenceStatements(manifest.sequences)) batches.add(statement);
const sqlFiles = batches.close();
const countSql = countSqlOf(manifest);

const migrate = remote ? target.remoteArgs : ["--local", "--persist-to", PERSIST_DIR];
try {
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", ...migrate], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
  });
} catch (err) {
  fail(
    `applying the migrations to the target failed: ${String((err as { stderr?: Buffer }).stderr ?? "")
      .trim()
      .split("\n")
      .at(-1)}`,
  );
}

/** Runs the SQL files into the target and puts the media; a failure names how far it got. */
async function write() {
  if (remote) {
    checkTarget(
      manifest,
      Number(query<{ n: number }>(countSql, true)[0]?.n ?? 0),
      query<{ name: string }>(versionSql, true)[0]?.name ?? null,
    );
    for (const [i, file] of sqlFiles.entries()) {
      progress(`  writing rows: SQL file ${i + 1}/${sqlFiles.length}`);
      executeSqlFile(file, true);
    }
    for (const [i, m] of archive.media.entries()) {
      progress(`  putting media ${i + 1}/${archive.media.length}: ${m.key}`);
      putRemoteMedia(target.mediaBucket, target.remoteArgs, m.key, m.file, m);
    }
    return;
  }
  const server = runningServer(PERSIST_DIR);
  if (server) fail(`a local server (process ${server.pid}) is using ${PERSIST_DIR}; stop it first`);
  // the rows straight into the local D1 file (no server holds it), all SQL files in one transaction
  const db = openLocalD1(PERSIST_DIR);
  try {
    checkTarget(
      manifest,
      Number((db.prepare(countSql).get() as { n: number }).n),
      ((db.prepare(versionSql).get() as { name?: string } | undefined)?.name ?? null) as string | null,
    );
    db.exec("BEGIN");
    try {
      for (const [i, file] of sqlFiles.entries()) {
        progress(`  writing rows: SQL file ${i + 1}/${sqlFiles.length}`);
        db.exec(readFileSync(file, "utf8"));
      }
      db.exec("COMMIT");
    } catch (err) {
      db.exec("ROLLBACK");
      throw err;
    }
  } finally {
    db.close();
  }
  // the media through wrangler's local R2 binding (its storage format is miniflare's own), in parts of bounded size
  const proxy = await getPlatformProxy<LocalBindings>({ persist: { path: join(PERSIST_DIR, "v3") } });
  try {
    for (const [i, m] of archive.media.entries()) {
      progress(`  putting media ${i + 1}/${archive.media.length}: ${m.key}`);
      await putLocalMedia(proxy.env.MEDIA, m.key, m.file, m);
    }
  } finally {
    await proxy.dispose();
  }
}

try {
  await write();
} catch (err) {
  const { stderr, message } = err as { stderr?: string | Buffer; message: string };
  const detail =
    String(stderr ?? "")
      .trim()
      .split("\n")
      .at(-1) || message;
  fail(
    `writing the backup into the target failed: ${detail}\n` +
      (remote
        ? "The target may be partly written: empty it (a new D1 database and bucket) before restoring again."
        : "No row was written (one transaction); media objects put so far stay: delete the state folder before restoring again."),
  );
}
cleanUp();

const rows = archive.tables.reduce((n, t) => n + t.rows, 0);
console.log(
  `Restored backup ${manifest.backup_id}: ${rows} rows in ${archive.tables.length} tables, ${archive.media.length} media objects${remote ? ` (${target.label})` : ` into ${PERSIST_DIR}`}.`,
);

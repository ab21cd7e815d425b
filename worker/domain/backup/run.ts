/**
 * @file One backup run: every backed-up table read in ONE D1 batch (D1 runs a batch as a single transaction, so all
 * tables show the same moment), written as gzip NDJSON per table plus the media copies and a manifest to BACKUPS,
 * then retention; the run is logged in backup_runs (its outcome is what Diagnostics and the Sicherung screen show).
 */
import { eq, getTableName } from "drizzle-orm";
import { backupRuns } from "../../db/schema";
import type { Deps } from "../../env";
import { BACKUP_FORMAT, backupIdOf, gzip, type Manifest, manifestKey, sha256Hex, tableKey } from "./format";
import { latestManifest } from "./listing";
import { backUpMedia } from "./media";
import { applyBackupRetention } from "./retention";
import { backupTables } from "./tables";

type Trigger = "cron" | "manual";

/** The rows of every backed-up table and the schema version, from one consistent read. */
async function readTables(d1: D1Database) {
  const names = backupTables().map((t) => getTableName(t));
  const results = await d1.batch([
    d1.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1"),
    // the AUTOINCREMENT counters: a restore sets them back, so no new record takes the id of a trashed or purged one
    d1.prepare("SELECT name, seq FROM sqlite_sequence ORDER BY name"),
    // rowid order: the same data gives the same file and checksum
    ...names.map((name) => d1.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)),
  ]);
  const [migration, counters, ...tables] = results;
  const sequences: Record<string, number> = {};
  for (const { name, seq } of counters.results as { name: string; seq: number }[]) if (names.includes(name)) sequences[name] = seq;
  return {
    schemaVersion: ((migration.results[0] as { name?: string } | undefined)?.name ?? null) as string | null,
    sequences,
    tables: names.map((name, i) => ({ name, rows: tables[i].results as Record<string, unknown>[] })),
  };
}

/** Runs a backup now; resolves with the logged run (status ok or error; an error is recorded, not thrown). */
export async function runBackup(deps: Deps, trigger: Trigger) {
  const { db, env } = deps;
  const started = deps.now ?? new Date();
  const backupId = backupIdOf(started);
  const [run] = await db
    .insert(backupRuns)
    .values({ backup_id: backupId, trigger, status: "running", started_at: started.toISOString() })
    .returning();
  try {
    const snapshot = await readTables(env.DB);
    const encoder = new TextEncoder();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      backup_id: backupId,
      created_at: started.toISOString(),
      schema_version: snapshot.schemaVersion,
      sequences: snapshot.sequences,
      tables: [],
      media: [],
    };
    let bytes = 0;
    for (const table of snapshot.tables) {
      const text = table.rows.map((row) => `${JSON.stringify(row)}\n`).join("");
      const raw = encoder.encode(text);
      const packed = await gzip(raw);
      await env.BACKUPS.put(tableKey(backupId, table.name), packed, { httpMetadata: { contentType: "application/gzip" } });
      manifest.tables.push({ name: table.name, rows: table.rows.length, bytes: packed.byteLength, sha256: await sha256Hex(raw) });
      bytes += packed.byteLength;
    }
    manifest.media = await backUpMedia(env.MEDIA, env.BACKUPS, (await latestManifest(env.BACKUPS))?.media ?? []);
    const manifestText = JSON.stringify(manifest, null, 1);
    // the manifest last: a backup without one is incomplete and never listed or restored
    await env.BACKUPS.put(manifestKey(backupId), manifestText, { httpMetadata: { contentType: "application/json" } });
    bytes += encoder.encode(manifestText).byteLength;
    const [done] = await db
      .update(backupRuns)
      .set({
        status: "ok",
        finished_at: new Date().toISOString(),
        bytes,
        row_count: manifest.tables.reduce((n, t) => n + t.rows, 0),
        media_count: manifest.media.length,
      })
      .where(eq(backupRuns.id, run.id))
      .returning();
    await applyBackupRetention(deps, started);
    return done;
  } catch (err) {
    const [failed] = await db
      .update(backupRuns)
      .set({ status: "error", finished_at: new Date().toISOString(), error: (err as Error).message.slice(0, 500) })
      .where(eq(backupRuns.id, run.id))
      .returning();
    return failed;
  }
}

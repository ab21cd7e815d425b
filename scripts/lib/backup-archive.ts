/**
 * @file Reads a backup, a downloaded archive (format in worker/domain/backup/archive.ts) or a backup in a BACKUPS
 * bucket, by stream: gzip is inflated in chunks, cut into lines as they come (scripts/lib/archive-lines.ts), each row
 * handed on as it passes while its table's checksum is computed, and each media file decoded piece by piece into a
 * temporary file. Nothing holds the archive, a table or a media file in one string or buffer, so the size of a restore
 * is bounded by the disk, not by memory or Node's string limit (~512 MB).
 */
import { createHash, type Hash } from "node:crypto";
import { closeSync, createReadStream, mkdtempSync, openSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { ArchiveLineParser, type MediaSink } from "./archive-lines.ts";

/** A media object as the manifest lists it (metadata fields are absent in backups made before they were carried). */
interface ArchiveMedia {
  key: string;
  sha256: string;
  size: number;
  content_type: string | null;
  cache_control?: string | null;
  custom_metadata?: Record<string, string> | null;
}

export interface ArchiveManifest {
  format: string;
  version: number;
  backup_id: string;
  schema_version: string | null;
  tables: { name: string; rows: number; sha256: string }[];
  media: ArchiveMedia[];
  /** The tables' id counters (sqlite_sequence) when backed up; absent in archives made before they were carried. */
  sequences?: Record<string, number>;
}

/** A verified media object; its bytes are in `file` (a temporary file). */
interface RestoredMedia extends ArchiveMedia {
  file: string;
}

export interface ScanOptions {
  /** Called with the manifest before any row is read; throwing stops the scan (e.g. a target that is not empty). */
  onManifest?: (manifest: ArchiveManifest) => void;
  /** Every row as it passes, in archive order; the archive as a whole is verified only at the end. */
  onRow?: (table: string, row: Record<string, unknown>) => void;
  progress?: (message: string) => void;
  /** The longest ordinary line (manifest, row) accepted; media lines are streamed and have no such bound. */
  maxLineBytes?: number;
  /** Where the media files go; a new temporary folder when absent. */
  mediaDir?: string;
}

export interface ScannedArchive {
  manifest: ArchiveManifest;
  tables: { name: string; rows: number }[];
  media: RestoredMedia[];
}

/** A row line of a backup is one D1 row (at most 2 MB) as JSON; 64 MiB leaves room for any escaping. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Counts a table's rows and hashes their NDJSON bytes as they pass (the manifest's SHA-256 is of "row\n" lines). */
class TableCheck {
  rows = 0;
  readonly hash: Hash = createHash("sha256");
  add(line: Buffer): Record<string, unknown> {
    this.hash.update(line).update("\n");
    this.rows++;
    return JSON.parse(line.toString("utf8")) as Record<string, unknown>;
  }
}

/** Writes one media object's bytes to `file` as they come, hashing them; `finish` checks them against the manifest. */
class MediaFile {
  private readonly fd: number;
  private readonly hash = createHash("sha256");
  size = 0;
  readonly file: string;
  constructor(file: string) {
    this.file = file;
    this.fd = openSync(file, "w");
  }
  write(bytes: Buffer) {
    this.hash.update(bytes);
    this.size += bytes.length;
    for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at);
  }
  finish(listed: ArchiveMedia | undefined, key: string): RestoredMedia {
    closeSync(this.fd);
    if (!listed) throw new Error(`media ${key} is not listed in the manifest`);
    if (this.hash.digest("hex") !== listed.sha256 || this.size !== listed.size) throw new Error(`media ${key} does not match its checksum`);
    return { ...listed, file: this.file };
  }
}

/** gzip bytes to inflated chunks; zlib's bare messages ("unexpected end of file") say what they mean for an archive. */
async function* inflate(gzipped: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = Readable.from(gzipped);
  // an error of the input (an unreadable file) ends the gunzip stream with it
  input.on("error", (err) => gunzip.destroy(err));
  try {
    for await (const chunk of input.pipe(gunzip)) yield chunk as Buffer;
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    if (code?.startsWith("Z_")) throw new Error(`its gzip data is damaged or cut off (zlib: ${message})`);
    throw err;
  }
}

/** Checks every table's row count and SHA-256 and every listed media object against the manifest. */
function verified(manifest: ArchiveManifest, tables: Map<string, TableCheck>, media: RestoredMedia[]): ScannedArchive {
  const result: ScannedArchive = { manifest, tables: [], media };
  for (const table of manifest.tables) {
    const read = tables.get(table.name) ?? new TableCheck();
    if (read.rows !== table.rows || read.hash.digest("hex") !== table.sha256)
      throw new Error(`table ${table.name} does not match its checksum in the manifest`);
    result.tables.push({ name: table.name, rows: read.rows });
  }
  const found = new Set(media.map((m) => m.key));
  const missing = manifest.media.filter((m) => !found.has(m.key));
  if (missing.length) throw new Error(`the archive lacks ${missing.length} media objects the manifest lists (${missing[0].key} ...)`);
  return result;
}

function parseManifest(bytes: Buffer): ArchiveManifest {
  let manifest: ArchiveManifest & { type?: string };
  try {
    manifest = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new Error("it is not a backup archive");
  }
  if (manifest?.format !== "consulting-site-backup" || !Array.isArray(manifest.tables) || !Array.isArray(manifest.media))
    throw new Error("it is not a backup archive");
  return manifest;
}

/**
 * Reads and verifies an archive from a stream of its gzip bytes (chunks of any size), handing each row to `onRow` and
 * writing each media file to a temporary file. `progress` is called after every table and media object.
 */
export async function scanArchiveStream(
  gzipped: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>,
  options: ScanOptions = {},
): Promise<ScannedArchive> {
  const { progress, onRow } = options;
  const dir = options.mediaDir ?? mkdtempSync(join(tmpdir(), "restore-media-"));
  let manifest: ArchiveManifest | null = null;
  let listed = new Map<string, ArchiveMedia>();
  const tables = new Map<string, TableCheck>();
  const media: RestoredMedia[] = [];
  let current: { name: string; check: TableCheck } | null = null;
  const tableDone = () => {
    if (current) progress?.(`  table ${current.name}: ${current.check.rows} rows`);
    current = null;
  };
  const parser = new ArchiveLineParser(
    {
      line(line, number) {
        if (number === 1) {
          const first = parseManifest(line) as ArchiveManifest & { type?: string };
          if (first.type !== "manifest") throw new Error("it is not a backup archive");
          manifest = first;
          listed = new Map(first.media.map((m) => [m.key, m]));
          options.onManifest?.(first);
          return;
        }
        if (!line.length) return;
        if (line.subarray(0, 16).toString() === '{"type":"table",') {
          tableDone();
          const { name } = JSON.parse(line.toString("utf8")) as { name: string };
          current = { name, check: new TableCheck() };
          tables.set(name, current.check);
        } else if (current) {
          const row = current.check.add(line);
          onRow?.(current.name, row);
        } else throw new Error(`line ${number} belongs to no table`);
      },
      media(number): MediaSink {
        if (!manifest) throw new Error("it is not a backup archive");
        tableDone();
        const file = new MediaFile(join(dir, String(media.length)));
        return {
          write: (bytes) => file.write(bytes),
          end: (fields) => {
            const key = String(fields.key ?? `on line ${number}`);
            media.push(file.finish(listed.get(key), key));
            progress?.(`  media ${media.length}/${listed.size}: ${key} (${file.size} bytes)`);
          },
        };
      },
    },
    options.maxLineBytes ?? MAX_LINE_BYTES,
  );
  for await (const chunk of inflate(gzipped)) parser.push(chunk);
  parser.end();
  tableDone();
  if (!manifest) throw new Error("it is not a backup archive");
  return verified(manifest, tables, media);
}

/** Reads and verifies an archive file (the Sicherung screen's download); every error names the file. */
export async function scanArchive(file: string, options: ScanOptions = {}): Promise<ScannedArchive> {
  try {
    return await scanArchiveStream(createReadStream(file), options);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** An archive read whole, rows in memory (for comparisons in tests and small archives; restores use scanArchive). */
export interface Archive {
  manifest: ArchiveManifest;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  media: RestoredMedia[];
}

/** Parses and verifies an archive file with its rows collected in memory; errors name the file. */
export async function readArchive(file: string, progress?: (message: string) => void): Promise<Archive> {
  const rows = new Map<string, Record<string, unknown>[]>();
  const scanned = await scanArchive(file, {
    progress,
    onRow: (table, row) => {
      const list = rows.get(table) ?? [];
      list.push(row);
      rows.set(table, list);
    },
  });
  return { ...scanned, tables: scanned.tables.map((t) => ({ name: t.name, rows: rows.get(t.name) ?? [] })) };
}

/** Opens an object of a BACKUPS bucket as a stream of its bytes, or null when there is none. */
export type OpenObject = (key: string) => Promise<AsyncIterable<Uint8Array> | null>;

async function bytesOf(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Reads and verifies backup `id` straight from a BACKUPS bucket, object by object, by stream; errors name the object. */
export async function scanBackupInBucket(id: string, open: OpenObject, options: ScanOptions = {}): Promise<ScannedArchive> {
  const { progress, onRow } = options;
  const manifestStream = await open(`backups/${id}/manifest.json`);
  if (!manifestStream) throw new Error(`there is no complete backup ${id} in the backup bucket`);
  let manifest: ArchiveManifest;
  try {
    manifest = parseManifest(await bytesOf(manifestStream));
  } catch (err) {
    throw new Error(`backup ${id}, manifest.json: ${(err as Error).message}`);
  }
  options.onManifest?.(manifest);
  const tables = new Map<string, TableCheck>();
  for (const table of manifest.tables) {
    const name = `${table.name}.ndjson.gz`;
    const stream = await open(`backups/${id}/${name}`);
    if (!stream) throw new Error(`backup ${id} lacks its table file ${name}`);
    const check = new TableCheck();
    const parser = new ArchiveLineParser(
      {
        line: (line) => {
          if (line.length) onRow?.(table.name, check.add(line));
        },
        media: (number) => {
          throw new Error(`line ${number} is a media line`);
        },
      },
      options.maxLineBytes ?? MAX_LINE_BYTES,
    );
    try {
      for await (const chunk of inflate(stream)) parser.push(chunk);
      parser.end();
    } catch (err) {
      throw new Error(`backup ${id}, ${name}: ${(err as Error).message}`);
    }
    tables.set(table.name, check);
    progress?.(`  table ${table.name}: ${check.rows} rows`);
  }
  const dir = options.mediaDir ?? mkdtempSync(join(tmpdir(), "restore-media-"));
  const media: RestoredMedia[] = [];
  for (const m of manifest.media) {
    const stream = await open(`media/${m.sha256}`);
    if (!stream) throw new Error(`backup ${id}: the media copy of ${m.key} is missing`);
    const file = new MediaFile(join(dir, String(media.length)));
    for await (const chunk of stream) file.write(Buffer.from(chunk));
    media.push(file.finish(m, m.key));
    progress?.(`  media ${media.length}/${manifest.media.length}: ${m.key}`);
  }
  return verified(manifest, tables, media);
}

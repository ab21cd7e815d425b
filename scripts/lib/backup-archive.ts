/**
 * @file Reads a backup archive (the Sicherung screen's download, format in worker/domain/backup/archive.ts) into its
 * manifest, table rows and media, by stream: the file goes through gunzip in chunks and is cut into lines as they come,
 * so no step holds the whole archive in one string or buffer (Node's string limit is about 512 MB). Each media file is
 * decoded on its own line and written to a temporary file; only the table rows stay in memory.
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

interface ArchiveManifest {
  format: string;
  version: number;
  backup_id: string;
  schema_version: string | null;
  tables: { name: string; rows: number; sha256: string }[];
  media: { key: string; sha256: string; size: number; content_type: string | null }[];
  /** The tables' id counters (sqlite_sequence) when backed up; absent in archives made before they were carried. */
  sequences?: Record<string, number>;
}

export interface Archive {
  manifest: ArchiveManifest;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  /** each media object's bytes are in `file` (a temporary file), never all of them in memory at once */
  media: { key: string; sha256: string; content_type: string | null; size: number; file: string }[];
}

type Media = Archive["media"][number];

/**
 * The longest line the reader accepts: one media file's base64 must fit into one JavaScript string (about 512 MB),
 * so a media file of up to about 380 MB restores; a longer line is refused with its number instead of crashing.
 */
const MAX_LINE_BYTES = 500 * 1024 * 1024;

/**
 * Cuts a stream of chunks into lines (without their "\n"), each as one Buffer; a line split over many chunks is
 * joined once at its end. Holds at most one line and one chunk.
 */
export async function* splitLines(source: AsyncIterable<Buffer | Uint8Array>, maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<Buffer> {
  let pieces: Buffer[] = [];
  let pending = 0;
  let line = 0;
  for await (const raw of source) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      const part = chunk.subarray(start, nl);
      if (pending + part.length > maxLineBytes) throw new Error(`line ${line + 1} is longer than ${maxLineBytes} bytes`);
      yield pieces.length ? Buffer.concat([...pieces, part]) : part;
      line++;
      pieces = [];
      pending = 0;
      start = nl + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      pending += rest.length;
      if (pending > maxLineBytes) throw new Error(`line ${line + 1} is longer than ${maxLineBytes} bytes`);
      // a copy: the stream may reuse the chunk's memory
      pieces.push(Buffer.from(rest));
    }
  }
  if (pending) yield Buffer.concat(pieces);
}

/** Collects a table's rows while hashing their NDJSON bytes as they pass (the manifest's SHA-256 is of "row\n" lines). */
class TableReader {
  rows: Record<string, unknown>[] = [];
  readonly hash: Hash = createHash("sha256");
  add(line: Buffer) {
    this.hash.update(line).update("\n");
    this.rows.push(JSON.parse(line.toString("utf8")) as Record<string, unknown>);
  }
}

function mediaDir(): string {
  return mkdtempSync(join(tmpdir(), "restore-media-"));
}

/** Writes one media object's bytes to a temporary file after checking them against the manifest's hash. */
function keepMedia(dir: string, index: number, m: Omit<Media, "file" | "size">, data: Buffer): Media {
  if (createHash("sha256").update(data).digest("hex") !== m.sha256) throw new Error(`media ${m.key} does not match its checksum`);
  const file = join(dir, String(index));
  writeFileSync(file, data);
  return { ...m, size: data.length, file };
}

/** Checks every table's row count and SHA-256 against the manifest and that no listed media object is missing. */
function verified(manifest: ArchiveManifest, tables: Map<string, TableReader>, media: Media[]): Archive {
  const archive: Archive = { manifest, tables: [], media };
  for (const table of manifest.tables) {
    const read = tables.get(table.name) ?? new TableReader();
    if (read.rows.length !== table.rows || read.hash.digest("hex") !== table.sha256)
      throw new Error(`table ${table.name} does not match its checksum in the manifest`);
    archive.tables.push({ name: table.name, rows: read.rows });
  }
  if (media.length !== manifest.media.length) throw new Error("the archive lacks media objects the manifest lists");
  return archive;
}

/**
 * Parses and verifies an archive from a stream of its gzip bytes (chunks of any size). `progress` is called after
 * every table and media object.
 */
export async function readArchiveStream(
  gzipped: AsyncIterable<Buffer | Uint8Array>,
  options: { maxLineBytes?: number; progress?: (message: string) => void } = {},
): Promise<Archive> {
  const gunzip = createGunzip();
  const input = Readable.from(gzipped);
  // an error of the input (an unreadable file) ends the gunzip stream with it
  input.on("error", (err) => gunzip.destroy(err));
  const lines = splitLines(input.pipe(gunzip), options.maxLineBytes);
  const first = await lines.next();
  let manifest: ArchiveManifest & { type?: string };
  try {
    manifest = JSON.parse(first.done ? "{}" : first.value.toString("utf8"));
  } catch {
    throw new Error("it is not a backup archive");
  }
  if (manifest.type !== "manifest" || manifest.format !== "consulting-site-backup") throw new Error("it is not a backup archive");
  const tables = new Map<string, TableReader>();
  const media: Media[] = [];
  const dir = mediaDir();
  let current: { name: string; reader: TableReader } | null = null;
  const tableDone = () => {
    if (current) options.progress?.(`  table ${current.name}: ${current.reader.rows.length} rows`);
  };
  for await (const line of lines) {
    if (!line.length) continue;
    if (line.subarray(0, 16).toString() === '{"type":"table",') {
      tableDone();
      const { name } = JSON.parse(line.toString("utf8")) as { name: string };
      current = { name, reader: new TableReader() };
      tables.set(name, current.reader);
    } else if (line.subarray(0, 16).toString() === '{"type":"media",') {
      tableDone();
      current = null;
      const m = JSON.parse(line.toString("utf8")) as { key: string; sha256: string; content_type: string | null; data: string };
      const { key, sha256, content_type } = m;
      const kept = keepMedia(dir, media.length, { key, sha256, content_type }, Buffer.from(m.data, "base64"));
      media.push(kept);
      options.progress?.(`  media ${media.length}/${manifest.media.length}: ${key} (${kept.size} bytes)`);
    } else if (current) current.reader.add(line);
  }
  tableDone();
  return verified(manifest, tables, media);
}

/** Parses and verifies an archive file (the Sicherung screen's download); errors name the file. */
export async function readArchive(file: string, progress?: (message: string) => void): Promise<Archive> {
  try {
    return await readArchiveStream(createReadStream(file), { progress });
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** Reads and verifies backup `id` straight from a BACKUPS bucket (`get` returns an object's bytes, or null). */
export async function readBackupFromBucket(
  id: string,
  get: (key: string) => Promise<Buffer | null>,
  progress?: (message: string) => void,
): Promise<Archive> {
  const manifestBytes = await get(`backups/${id}/manifest.json`);
  if (!manifestBytes) throw new Error(`there is no complete backup ${id} in the backup bucket`);
  const manifest = JSON.parse(manifestBytes.toString("utf8")) as ArchiveManifest;
  const tables = new Map<string, TableReader>();
  for (const table of manifest.tables) {
    const file = await get(`backups/${id}/${table.name}.ndjson.gz`);
    if (!file) throw new Error(`backup ${id} lacks its table file ${table.name}`);
    const reader = new TableReader();
    for await (const line of splitLines(Readable.from([file]).pipe(createGunzip()))) if (line.length) reader.add(line);
    tables.set(table.name, reader);
    progress?.(`  table ${table.name}: ${reader.rows.length} rows`);
  }
  const media: Media[] = [];
  const dir = mediaDir();
  for (const m of manifest.media) {
    const data = await get(`media/${m.sha256}`);
    if (!data) throw new Error(`the media copy of ${m.key} is missing`);
    media.push(keepMedia(dir, media.length, { key: m.key, sha256: m.sha256, content_type: m.content_type }, data));
    progress?.(`  media ${media.length}/${manifest.media.length}: ${m.key}`);
  }
  return verified(manifest, tables, media);
}

/** @file The backup's layout in the BACKUPS bucket and its manifest (read by the archive, the restore script and the record preview). */

export const BACKUP_FORMAT = "consulting-site-backup";

interface ManifestTable {
  name: string;
  rows: number;
  /** Bytes of the gzip file. */
  bytes: number;
  /** SHA-256 (hex) of the uncompressed NDJSON. */
  sha256: string;
}

export interface ManifestMedia {
  key: string;
  sha256: string;
  size: number;
  content_type: string | null;
  /** The object's Cache-Control and custom metadata, put back by a restore (absent in backups made before issue 43). */
  cache_control?: string | null;
  custom_metadata?: Record<string, string> | null;
  /** The MEDIA object's etag when it was hashed: the next backup hashes only objects whose etag changed. */
  etag: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  backup_id: string;
  created_at: string;
  /** The newest applied migration (d1_migrations), read in the same batch as the rows. */
  schema_version: string | null;
  tables: ManifestTable[];
  media: ManifestMedia[];
  /**
   * The AUTOINCREMENT counters of the backed-up tables (`sqlite_sequence`, read in the same batch): a restore sets
   * each at least this high (`sequenceStatements`), so a new record never takes the id of a trashed or purged one.
   * Absent in backups made before issue 43.
   */
  sequences?: Record<string, number>;
}

export const backupPrefix = (backupId: string) => `backups/${backupId}/`;
export const manifestKey = (backupId: string) => `${backupPrefix(backupId)}manifest.json`;
export const tableKey = (backupId: string, table: string) => `${backupPrefix(backupId)}${table}.ndjson.gz`;
export const mediaCopyKey = (sha256: string) => `media/${sha256}`;

/** A sortable id from the time: 2026-11-26T03:15:00.000Z -> 2026-11-26T03-15-00-000Z. */
export const backupIdOf = (at: Date) => at.toISOString().replace(/[:.]/g, "-");

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
export const sha256Hex = async (data: ArrayBuffer | Uint8Array<ArrayBuffer>) => hex(await crypto.subtle.digest("SHA-256", data));

export async function gzip(data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  return new Response(new Blob([data]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

export async function gunzipText(stream: ReadableStream): Promise<string> {
  return new Response(stream.pipeThrough(new DecompressionStream("gzip"))).text();
}

export async function readManifest(bucket: R2Bucket, backupId: string): Promise<Manifest | null> {
  const object = await bucket.get(manifestKey(backupId));
  return object ? ((await object.json()) as Manifest) : null;
}

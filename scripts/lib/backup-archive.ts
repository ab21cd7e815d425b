/** @file Reads a backup archive (the Sicherung screen's download, format in worker/domain/backup/archive.ts) into its manifest, table rows and media. */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

interface ArchiveManifest {
  format: string;
  version: number;
  backup_id: string;
  schema_version: string | null;
  tables: { name: string; rows: number; sha256: string }[];
  media: { key: string; sha256: string; size: number; content_type: string | null }[];
}

export interface Archive {
  manifest: ArchiveManifest;
  tables: { name: string; rows: Record<string, unknown>[] }[];
  media: { key: string; sha256: string; content_type: string | null; data: Buffer }[];
}

type Media = Archive["media"][number];

/** Checks every table's row count and SHA-256 and every media object's hash against the manifest. */
function verified(manifest: ArchiveManifest, texts: Map<string, string[]>, media: Media[]): Archive {
  const archive: Archive = { manifest, tables: [], media };
  for (const table of manifest.tables) {
    const rows = texts.get(table.name) ?? [];
    const sha = createHash("sha256")
      .update(rows.map((r) => `${r}\n`).join(""))
      .digest("hex");
    if (rows.length !== table.rows || sha !== table.sha256)
      throw new Error(`table ${table.name} does not match its checksum in the manifest`);
    archive.tables.push({ name: table.name, rows: rows.map((r) => JSON.parse(r) as Record<string, unknown>) });
  }
  for (const m of media)
    if (createHash("sha256").update(m.data).digest("hex") !== m.sha256) throw new Error(`media ${m.key} does not match its checksum`);
  if (media.length !== manifest.media.length) throw new Error("the archive lacks media objects the manifest lists");
  return archive;
}

/** Parses and verifies an archive file (the Sicherung screen's download). */
export function readArchive(file: string): Archive {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const first = JSON.parse(lines[0] ?? "{}") as ArchiveManifest & { type?: string };
  if (first.type !== "manifest" || first.format !== "consulting-site-backup") throw new Error(`${file} is not a backup archive`);
  const texts = new Map<string, string[]>();
  const media: Media[] = [];
  let current: string[] | null = null;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    if (line.startsWith('{"type":"table"')) {
      const { name } = JSON.parse(line) as { name: string };
      current = [];
      texts.set(name, current);
    } else if (line.startsWith('{"type":"media"')) {
      const m = JSON.parse(line) as { key: string; sha256: string; content_type: string | null; data: string };
      media.push({ key: m.key, sha256: m.sha256, content_type: m.content_type, data: Buffer.from(m.data, "base64") });
    } else if (current) current.push(line);
  }
  return verified(first, texts, media);
}

/** Reads and verifies backup `id` straight from a BACKUPS bucket (`get` returns an object's bytes, or null). */
export async function readBackupFromBucket(id: string, get: (key: string) => Promise<Buffer | null>): Promise<Archive> {
  const manifestBytes = await get(`backups/${id}/manifest.json`);
  if (!manifestBytes) throw new Error(`there is no complete backup ${id} in the backup bucket`);
  const manifest = JSON.parse(manifestBytes.toString("utf8")) as ArchiveManifest;
  const texts = new Map<string, string[]>();
  for (const table of manifest.tables) {
    const file = await get(`backups/${id}/${table.name}.ndjson.gz`);
    if (!file) throw new Error(`backup ${id} lacks its table file ${table.name}`);
    const text = gunzipSync(file).toString("utf8");
    texts.set(table.name, text ? text.replace(/\n$/, "").split("\n") : []);
  }
  const media: Media[] = [];
  for (const m of manifest.media) {
    const data = await get(`media/${m.sha256}`);
    if (!data) throw new Error(`the media copy of ${m.key} is missing`);
    media.push({ key: m.key, sha256: m.sha256, content_type: m.content_type, data });
  }
  return verified(manifest, texts, media);
}

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

/** Parses and verifies an archive: every table's row count and SHA-256 and every media object's hash must match the manifest. */
export function readArchive(file: string): Archive {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const first = JSON.parse(lines[0] ?? "{}") as ArchiveManifest & { type?: string };
  if (first.type !== "manifest" || first.format !== "consulting-site-backup") throw new Error(`${file} is not a backup archive`);
  const archive: Archive = { manifest: first, tables: [], media: [] };
  const texts = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines.slice(1)) {
    if (!line) continue;
    if (line.startsWith('{"type":"table"')) {
      const { name } = JSON.parse(line) as { name: string };
      current = [];
      texts.set(name, current);
    } else if (line.startsWith('{"type":"media"')) {
      const m = JSON.parse(line) as { key: string; sha256: string; content_type: string | null; data: string };
      archive.media.push({ key: m.key, sha256: m.sha256, content_type: m.content_type, data: Buffer.from(m.data, "base64") });
    } else if (current) current.push(line);
  }
  for (const table of first.tables) {
    const rows = texts.get(table.name) ?? [];
    const sha = createHash("sha256")
      .update(rows.map((r) => `${r}\n`).join(""))
      .digest("hex");
    if (rows.length !== table.rows || sha !== table.sha256)
      throw new Error(`table ${table.name} does not match its checksum in the manifest`);
    archive.tables.push({ name: table.name, rows: rows.map((r) => JSON.parse(r) as Record<string, unknown>) });
  }
  for (const m of archive.media)
    if (createHash("sha256").update(m.data).digest("hex") !== m.sha256) throw new Error(`media ${m.key} does not match its checksum`);
  if (archive.media.length !== first.media.length) throw new Error("the archive lacks media objects the manifest lists");
  return archive;
}

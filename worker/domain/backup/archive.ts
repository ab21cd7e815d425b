/**
 * @file A backup as one downloadable archive, the format `npm run restore` reads (docs/backup.md): a gzip stream of
 * NDJSON lines — first {"type":"manifest","contains","storage",...} (what it holds: credentials too; how to keep it), then per table {"type":"table","name":...} followed by its row
 * objects, then one {"type":"media","key","sha256","content_type","cache_control","custom_metadata","data":<base64>} line
 * per media object (data last: `npm run restore` decodes it as it streams past).
 */
import { notFound } from "../../lib/errors";
import { type Manifest, mediaCopyKey, readManifest, tableKey } from "./format";

const base64 = (bytes: Uint8Array) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** What every archive says on its first line (docs/backup.md, "What an archive holds"): it carries credentials. */
const ARCHIVE_NOTICE = {
  contains:
    "Alle gesicherten Tabellen: Inhalte, Medien, Einstellungen und die Zugangsdaten aller Mitarbeitenden (Passwort-Hashes, " +
    "verschlüsselte TOTP-Geheimnisse, Hashes der Wiederherstellungscodes, Passkeys) sowie das Audit-Protokoll.",
  storage:
    "Wie ein Passwort-Tresor aufbewahren: nur verschlüsselt (z. B. age oder gpg), nur für Administratoren zugänglich, " +
    "nicht per E-Mail oder Chat weitergeben; nicht mehr benötigte Archive löschen.",
};

async function* lines(bucket: R2Bucket, manifest: Manifest): AsyncGenerator<string> {
  yield `${JSON.stringify({ type: "manifest", ...ARCHIVE_NOTICE, ...manifest })}\n`;
  for (const table of manifest.tables) {
    yield `${JSON.stringify({ type: "table", name: table.name, rows: table.rows })}\n`;
    const file = await bucket.get(tableKey(manifest.backup_id, table.name));
    if (!file) throw new Error(`missing table file ${table.name}`);
    const reader = file.body.pipeThrough(new DecompressionStream("gzip")).pipeThrough(new TextDecoderStream()).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) yield chunk.value;
  }
  for (const media of manifest.media) {
    const copy = await bucket.get(mediaCopyKey(media.sha256));
    if (!copy) throw new Error(`missing media copy ${media.sha256}`);
    const data = base64(new Uint8Array(await copy.arrayBuffer()));
    const { key, sha256, content_type, cache_control = null, custom_metadata = null } = media;
    yield `${JSON.stringify({ type: "media", key, sha256, content_type, cache_control, custom_metadata, data })}\n`;
  }
}

/** The archive of one backup as a gzip stream (404 when there is no complete backup with this id). */
export async function backupArchive(bucket: R2Bucket, backupId: string): Promise<ReadableStream<Uint8Array>> {
  const manifest = await readManifest(bucket, backupId);
  if (!manifest) throw notFound("Sicherung nicht gefunden");
  const source = lines(bucket, manifest);
  const encoder = new TextEncoder();
  const text = new ReadableStream<BufferSource>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return text.pipeThrough(new CompressionStream("gzip"));
}

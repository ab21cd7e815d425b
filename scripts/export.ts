/**
 * @file Writes the content export (the same document as GET /api/admin/backups/export) with the media files beside it.
 * Usage: npm run export -- [--out content.json] [--media <folder>] [--remote | --env staging]
 * Reads each table in pages (scripts/lib/d1.ts, queryPages) with a progress line per table on stderr, then copies every
 * media file of the library by stream into the media folder (default: beside --out, `content.media/` for
 * `content.json`; one file per object, named by its key URI-encoded) and lists its SHA-256 and R2 metadata in the
 * document, so `npm run import` puts them back. The deployed bucket is read with `wrangler r2 object get`, which shows
 * no metadata: there the content type comes from the library's row.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { buildContentExport, CONTENT_EXPORT_TABLES, type ContentExportMedia } from "../common/content-export.ts";
import { PAGE_ROWS, PERSIST_DIR, query, queryPages } from "./lib/d1.ts";
import { getLocalMedia, type LocalBucket, mediaFileName, mediaFolderOf, remoteObjectStream, streamToFile } from "./lib/media-objects.ts";
import { targetOrFail } from "./lib/target.ts";

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    media: { type: "string" },
    remote: { type: "boolean", default: false },
    env: { type: "string" },
  },
});
const target = targetOrFail(values.env, values.remote ?? false, fail);
const { remote } = target;
// each table in pages of PAGE_ROWS rows (one wrangler call each), with a progress line per table on stderr
const rows = Object.fromEntries(
  CONTENT_EXPORT_TABLES.map((table) => {
    const all = queryPages(table, remote, (n) => {
      if (n >= PAGE_ROWS) process.stderr.write(`  ${table}: ${n} rows…\r`);
    });
    console.error(`  ${table}: ${all.length} rows`);
    return [table, all];
  }),
) as Parameters<typeof buildContentExport>[0];
const version = query<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1", remote)[0]?.name ?? null;
const doc = buildContentExport(rows, version, new Date());

const mediaDir = values.media ?? (values.out ? mediaFolderOf(values.out) : null);

/** Copies every listed media file into the folder, each by stream, and returns the list with hashes and metadata. */
async function copyMedia(dir: string): Promise<ContentExportMedia[]> {
  mkdirSync(dir, { recursive: true });
  const copied: ContentExportMedia[] = [];
  const proxy = remote ? null : await getPlatformProxy<{ MEDIA: LocalBucket }>({ persist: { path: join(PERSIST_DIR, "v3") } });
  try {
    for (const [i, m] of doc.media.entries()) {
      const file = join(dir, mediaFileName(m.key));
      const got = proxy
        ? await getLocalMedia(proxy.env.MEDIA, m.key, file)
        : { ...(await streamToFile(remoteObjectStream(target.mediaBucket, target.remoteArgs, m.key), file)), content_type: m.content_type };
      if (!got) fail(`the media library lists ${m.key}, but the MEDIA bucket has no such object`);
      copied.push({ ...m, ...got, key: m.key });
      console.error(`  media ${i + 1}/${doc.media.length}: ${m.key} (${got.size} bytes)`);
    }
  } finally {
    await proxy?.dispose();
  }
  return copied;
}

if (mediaDir) doc.media = await copyMedia(mediaDir);
else if (doc.media.length)
  console.error(`The ${doc.media.length} media files were not copied: pass --out or --media <folder> (npm run import needs them).`);
const text = `${JSON.stringify(doc, null, 1)}\n`;
if (values.out) {
  writeFileSync(values.out, text);
  console.error(`Wrote ${values.out}${mediaDir ? ` and ${doc.media.length} media files to ${mediaDir}` : ""}.`);
} else process.stdout.write(text);

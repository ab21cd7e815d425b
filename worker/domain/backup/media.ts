/** @file The media part of a backup: every MEDIA object (not the derived image variants) listed and copied once to BACKUPS by content hash. */
import { type ManifestMedia, mediaCopyKey, sha256Hex } from "./format";

/** Resized variants are made again on demand from the original (worker/domain/media/variants.ts). */
const DERIVED = "variants/";

async function listAll(bucket: R2Bucket, prefix?: string): Promise<R2Object[]> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, include: ["httpMetadata", "customMetadata"] });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

/**
 * Lists the media and copies what the backup bucket lacks. `known` (the previous manifest's list) spares reading an
 * object whose etag is unchanged; a new or changed object is read once, hashed and put under media/<sha256> unless
 * that copy exists already.
 */
export async function backUpMedia(media: R2Bucket, backups: R2Bucket, known: ManifestMedia[]): Promise<ManifestMedia[]> {
  const byKey = new Map(known.map((m) => [m.key, m]));
  const listed: ManifestMedia[] = [];
  for (const object of await listAll(media)) {
    if (object.key.startsWith(DERIVED)) continue;
    const previous = byKey.get(object.key);
    // the metadata comes from the listing, so a restore puts it back (npm run restore) even for unchanged objects
    const metadata = {
      cache_control: object.httpMetadata?.cacheControl ?? null,
      custom_metadata: object.customMetadata && Object.keys(object.customMetadata).length ? object.customMetadata : null,
    };
    if (previous && previous.etag === object.etag && previous.size === object.size) {
      listed.push({ ...previous, ...metadata });
      continue;
    }
    const body = await media.get(object.key);
    if (!body) continue; // deleted since the listing
    const bytes = await body.arrayBuffer();
    const sha256 = await sha256Hex(bytes);
    const contentType = body.httpMetadata?.contentType ?? null;
    if (!(await backups.head(mediaCopyKey(sha256)))) {
      await backups.put(mediaCopyKey(sha256), bytes, { httpMetadata: contentType ? { contentType } : undefined });
    }
    listed.push({ key: object.key, sha256, size: object.size, content_type: contentType, ...metadata, etag: object.etag });
  }
  return listed;
}

export { listAll };

/** @file The complete backups in the BACKUPS bucket (a backup counts once its manifest is written), newest first. */
import { type Manifest, manifestKey, readManifest } from "./format";

/** Ids of the backup folders (backups/<id>/) with a manifest, newest first (ids sort by time). */
export async function listBackupIds(bucket: R2Bucket): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "backups/", delimiter: "/", cursor });
    ids.push(...page.delimitedPrefixes.map((p) => p.slice("backups/".length, -1)));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const complete = await Promise.all(ids.map(async (id) => ((await bucket.head(manifestKey(id))) ? id : null)));
  return complete
    .filter((id): id is string => id !== null)
    .sort()
    .reverse();
}

export async function latestManifest(bucket: R2Bucket): Promise<Manifest | null> {
  const [newest] = await listBackupIds(bucket);
  return newest ? readManifest(bucket, newest) : null;
}

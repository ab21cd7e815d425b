/**
 * @file Whether a media key belongs to a file in the trash: such a file answers 404 at once (issue 44), not only once
 * the trash is purged, so an editor can take a file down by deleting it; a restore serves it again.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * One D1 read: the library's row first (the unique index on `filename`, the answer for nearly every request), and only
 * for a key without a row the trash's asset entries. A key with neither (an object put into R2 by other means) is not
 * in the trash. A failed read rejects: the caller answers an error rather than a file that may have been taken down.
 */
export async function isInTrash(db: Db, key: string): Promise<boolean> {
  const row = await db.get<{ trashed: number }>(sql`SELECT CASE
      WHEN EXISTS (SELECT 1 FROM assets WHERE filename = ${key}) THEN 0
      WHEN EXISTS (SELECT 1 FROM trash WHERE entity = 'asset' AND json_extract(snapshot, '$.filename') = ${key}) THEN 1
      ELSE 0 END AS trashed`);
  return row?.trashed === 1;
}

/**
 * @file The trash's list and its end: purging an entry (now, or by the daily cron after TRASH_RETENTION_DAYS) deletes
 * its R2 objects first (an asset's original and resized copies), then the entry with the record's revisions and
 * version. The 410 of its public addresses stays (the address is gone for good); staff can remove it under Weiterleitungen.
 * Purging now needs trash.purge, except for the one who deleted a media file (`mayPurge`).
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { SessionUser } from "../../../common/types";
import { recordVersions, revisions, type TrashEntry, trash } from "../../db/schema";
import type { Deps } from "../../env";
import { found } from "../../lib/errors";
import { assetObjectKeys } from "../media/variants";
import { TRASH_TYPES, type TrashEntity } from "./move";

const DEFAULT_RETENTION_DAYS = 30;

/** TRASH_RETENTION_DAYS (default 30, at least 1). */
function trashRetentionDays(raw: string | undefined): number {
  const days = Number(raw);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

/**
 * Who may purge an entry now: holders of trash.purge (admins), and the one who deleted a media file while they may
 * still delete files (assets.manage): a file uploaded by mistake is gone for good without waiting for an admin.
 */
export const mayPurge = (user: SessionUser, entry: Pick<TrashEntry, "entity" | "deleted_by_id">) =>
  user.permissions.includes("trash.purge") ||
  (entry.entity === "asset" && entry.deleted_by_id === user.id && user.permissions.includes(TRASH_TYPES.asset.remove));

export const findTrashEntry = async (deps: Pick<Deps, "db">, id: number): Promise<TrashEntry> =>
  found(await deps.db.select().from(trash).where(eq(trash.id, id)).get(), "Eintrag nicht im Papierkorb");

/** The entries of the types the user may see, newest first (optionally one record's). */
export async function listTrash(deps: Pick<Deps, "db">, user: SessionUser, filter: { entity?: string; record_id?: string } = {}) {
  const visible = Object.entries(TRASH_TYPES)
    .filter(([, t]) => user.permissions.includes(t.view))
    .map(([entity]) => entity);
  if (!visible.length) return [];
  const rows = await deps.db
    .select({
      id: trash.id,
      entity: trash.entity,
      record_id: trash.record_id,
      title: trash.title,
      deleted_by: trash.deleted_by,
      deleted_by_id: trash.deleted_by_id,
      deleted_at: trash.deleted_at,
      gone_paths: trash.gone_paths,
    })
    .from(trash)
    .where(
      and(
        inArray(trash.entity, visible),
        filter.entity ? eq(trash.entity, filter.entity) : undefined,
        filter.record_id ? eq(trash.record_id, filter.record_id) : undefined,
      ),
    )
    .orderBy(desc(trash.deleted_at), desc(trash.id))
    .limit(500);
  return rows.map(({ deleted_by_id, ...r }) => ({
    ...r,
    type: r.entity,
    type_label: TRASH_TYPES[r.entity as TrashEntity]?.label ?? r.entity,
    can_purge: mayPurge(user, { entity: r.entity, deleted_by_id }),
  }));
}

/** Deletes the entries for good: R2 objects first (a retry then still finds the entry), then the rows. */
export async function purgeEntries(deps: Pick<Deps, "db" | "env">, entries: TrashEntry[]) {
  if (!entries.length) return 0;
  const keys = entries.filter((e) => e.entity === "asset").flatMap((e) => assetObjectKeys(String(e.snapshot.filename)));
  if (keys.length) await deps.env.MEDIA.delete(keys);
  const db = deps.db;
  const ids = entries.map((e) => e.id);
  const records = (table: typeof revisions | typeof recordVersions) =>
    sql`(${table.entity}, ${table.record_id}) IN (SELECT entity, record_id FROM trash WHERE id IN ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`})`;
  await db.batch([
    db.delete(revisions).where(records(revisions)),
    db.delete(recordVersions).where(records(recordVersions)),
    db.delete(trash).where(inArray(trash.id, ids)),
  ]);
  return ids.length;
}

/** The daily purge: every entry older than the retention, in chunks (D1 binds at most 100 parameters). */
export async function purgeExpired(deps: Pick<Deps, "db" | "env"> & { now: Date }) {
  const cutoff = new Date(deps.now.getTime() - trashRetentionDays(deps.env.TRASH_RETENTION_DAYS) * 86_400_000).toISOString();
  let purged = 0;
  for (;;) {
    const due = await deps.db.select().from(trash).where(lt(trash.deleted_at, cutoff)).limit(50);
    if (!due.length) return purged;
    purged += await purgeEntries(deps, due);
  }
}

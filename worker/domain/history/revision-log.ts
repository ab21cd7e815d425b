/**
 * @file Reading a record's revisions (newest first, and one with its snapshot) and the daily pruning: the last
 * REVISIONS_KEPT of each record and every revision of the last REVISION_DAYS days stay.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { revisions } from "../../db/schema";
import type { Deps } from "../../env";
import { found } from "../../lib/errors";

const REVISIONS_KEPT = 50;
const REVISION_DAYS = 30;

const of = (entity: string, recordId: string | number) => and(eq(revisions.entity, entity), eq(revisions.record_id, String(recordId)));

/** A record's revisions, newest first, without their snapshots. */
export const listRevisions = (deps: Pick<Deps, "db">, entity: string, recordId: string | number) =>
  deps.db
    .select({
      id: revisions.id,
      created_at: revisions.created_at,
      actor: revisions.actor,
      kind: revisions.kind,
      version: revisions.version,
      changed_fields: revisions.changed_fields,
    })
    .from(revisions)
    .where(of(entity, recordId))
    .orderBy(desc(revisions.id))
    .limit(200);

/** One revision of the record with its snapshot (404 for another record's revision). */
export async function findRevision(deps: Pick<Deps, "db">, entity: string, recordId: string | number, rid: number) {
  const row = await deps.db
    .select()
    .from(revisions)
    .where(and(of(entity, recordId), eq(revisions.id, rid)))
    .get();
  const { edit_session: _s, actor_id: _a, ...revision } = found(row, "Version nicht gefunden");
  return revision;
}

/** Deletes revisions older than REVISION_DAYS that are not among their record's REVISIONS_KEPT newest; set-based. */
export async function pruneRevisions({ db, now }: Pick<Deps, "db"> & { now: Date }) {
  const cutoff = new Date(now.getTime() - REVISION_DAYS * 86_400_000).toISOString();
  const deleted = await db
    .delete(revisions)
    .where(
      sql`${revisions.created_at} < ${cutoff} AND ${revisions.id} IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY entity, record_id ORDER BY id DESC) AS n FROM revisions) WHERE n > ${REVISIONS_KEPT})`,
    )
    .returning({ id: revisions.id });
  return deleted.length;
}

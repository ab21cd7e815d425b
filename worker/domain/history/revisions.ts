/**
 * @file Revisions: every save that changes a versioned record writes the record's whole state after the write, who wrote
 * it and which fields changed, in the same batch as the write (worker/domain/history/change.ts puts it there; a save
 * that changes nothing writes none).
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { revisions } from "../../db/schema";
import type { Deps } from "../../env";
import { type RecordRef, versionNow } from "./versions";

type RevisionKind = "create" | "update" | "publish" | "unpublish" | "restore" | "autosave" | (string & {});

export interface RevisionInput {
  ref: RecordRef;
  kind: RevisionKind;
  /** The record's state after the write, as an SQL expression (./snapshots.ts). */
  snapshot: SQL;
  changed: string[];
  /** Saves of one editing session collapse into one revision (the newest, if it is that session's and actor's). */
  editSession?: string;
}

const recordIdOf = (ref: RecordRef): string | SQL => (typeof ref.id === "object" ? sql`CAST(${ref.id} AS TEXT)` : String(ref.id));

/** The batch statements that write the revision (after the record's write and its version bump). */
export function revisionStatements(deps: Pick<Deps, "db" | "actor" | "now">, input: RevisionInput) {
  const db = deps.db;
  const recordId = recordIdOf(input.ref);
  const actorId = deps.actor?.id ?? null;
  const insert = db.insert(revisions).values({
    entity: input.ref.entity,
    record_id: recordId as string,
    version: versionNow(input.ref) as unknown as number,
    kind: input.kind,
    snapshot: input.snapshot as unknown as Record<string, unknown>,
    changed_fields: input.changed,
    edit_session: input.editSession ?? null,
    actor_id: actorId,
    actor: deps.actor ? deps.actor.name || deps.actor.email : "System",
    created_at: (deps.now ?? new Date()).toISOString(),
  });
  if (!input.editSession) return [insert] as const;
  // the session's previous revision gives way when it is still the record's newest (nobody saved in between)
  const newest = sql`(SELECT max(${revisions.id}) FROM ${revisions} WHERE ${revisions.entity} = ${input.ref.entity} AND ${revisions.record_id} = ${recordId})`;
  const collapse = db
    .delete(revisions)
    .where(
      and(
        eq(revisions.id, newest as unknown as number),
        eq(revisions.edit_session, input.editSession),
        actorId === null ? sql`${revisions.actor_id} IS NULL` : eq(revisions.actor_id, actorId),
      ),
    );
  return [collapse, insert] as const;
}

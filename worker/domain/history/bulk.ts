/**
 * @file Versions and revisions for set-based writes of the system (the cron jobs): one INSERT ... SELECT each over the
 * rows a WHERE picks, to put into the write's own batch, so a job that changes many records records each of them.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { recordVersions, revisions } from "../../db/schema";
import type { Deps } from "../../env";
import { jsonObjectOf } from "./snapshots";

type Table = SQLiteTable & { id: SQLiteColumn };
const SYSTEM = "System";

/** Moves every record `where` picks one version on (put it before the write, while `where` still picks them). */
export function bulkVersionBump(deps: Pick<Deps, "db">, entity: string, table: Table, where: SQL, now: Date) {
  const db = deps.db;
  const at = now.toISOString();
  // every column in the table's order (drizzle's insert-select rule)
  const rows = db
    .select({
      entity: sql<string>`${entity}`.as("entity"),
      record_id: sql<string>`CAST(${table.id} AS TEXT)`.as("record_id"),
      version: sql<number>`1`.as("version"),
      changed_at: sql<string>`${at}`.as("changed_at"),
      changed_by_id: sql<null>`NULL`.as("changed_by_id"),
      changed_by: sql<string>`${SYSTEM}`.as("changed_by"),
    })
    .from(table)
    .where(where);
  return db
    .insert(recordVersions)
    .select(rows)
    .onConflictDoUpdate({
      target: [recordVersions.entity, recordVersions.record_id],
      set: { version: sql`${recordVersions.version} + 1`, changed_at: at, changed_by: SYSTEM, changed_by_id: null },
    });
}

/**
 * A revision of every record `where` picks after the write, as it is stored then, unless the record has a revision of
 * this kind at this very time already (so a second run of the job at the same time adds nothing).
 */
export function bulkRevisions(
  deps: Pick<Deps, "db">,
  input: { entity: string; table: Table; where: SQL; kind: string; changed: string[]; now: Date },
) {
  const db = deps.db;
  const at = input.now.toISOString();
  const { entity, table, kind } = input;
  const recordId = sql`CAST(${table.id} AS TEXT)`;
  const rows = db
    .select({
      id: sql<number>`NULL`.as("id"),
      entity: sql<string>`${entity}`.as("entity"),
      record_id: sql<string>`${recordId}`.as("record_id"),
      version:
        sql<number>`coalesce((SELECT v.version FROM record_versions v WHERE v.entity = ${entity} AND v.record_id = ${recordId}), 0)`.as(
          "version",
        ),
      kind: sql<string>`${kind}`.as("kind"),
      snapshot: sql<string>`${jsonObjectOf(table)}`.as("snapshot"),
      changed_fields: sql<string>`${JSON.stringify(input.changed)}`.as("changed_fields"),
      edit_session: sql<null>`NULL`.as("edit_session"),
      actor_id: sql<null>`NULL`.as("actor_id"),
      actor: sql<string>`${SYSTEM}`.as("actor"),
      created_at: sql<string>`${at}`.as("created_at"),
    })
    .from(table)
    .where(
      sql`${input.where} AND NOT EXISTS (SELECT 1 FROM ${revisions} r WHERE r.entity = ${entity} AND r.record_id = ${recordId} AND r.kind = ${kind} AND r.created_at = ${at})`,
    );
  return db.insert(revisions).select(rows);
}

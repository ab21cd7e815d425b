/**
 * @file Versions and revisions for set-based writes of the system (the cron jobs): one INSERT ... SELECT each over the
 * rows a WHERE picks, to put into the write's own batch, so a job that changes many records records each of them.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Deps } from "../../env";
import { jsonObjectOf } from "./snapshots";

type Table = SQLiteTable & { id: SQLiteColumn };
const SYSTEM = "System";

/** Moves every record `where` picks one version on (put it before the write, while `where` still picks them). */
export function bulkVersionBump(deps: Pick<Deps, "db">, entity: string, table: Table, where: SQL, now: Date) {
  const at = now.toISOString();
  return deps.db.run(sql`INSERT INTO record_versions (entity, record_id, version, changed_at, changed_by, changed_by_id)
    SELECT ${entity}, CAST(${table.id} AS TEXT), 1, ${at}, ${SYSTEM}, NULL FROM ${table} WHERE ${where}
    ON CONFLICT (entity, record_id) DO UPDATE SET version = version + 1, changed_at = excluded.changed_at,
      changed_by = excluded.changed_by, changed_by_id = NULL`);
}

/**
 * A revision of every record `where` picks after the write, as it is stored then, unless the record has a revision of
 * this kind at this very time already (so a second run of the job at the same time adds nothing).
 */
export function bulkRevisions(
  deps: Pick<Deps, "db">,
  input: { entity: string; table: Table; where: SQL; kind: string; changed: string[]; now: Date },
) {
  const at = input.now.toISOString();
  const { entity, table } = input;
  const recordId = sql`CAST(${table.id} AS TEXT)`;
  return deps.db.run(sql`INSERT INTO revisions (entity, record_id, version, kind, snapshot, changed_fields, actor_id, actor, created_at)
    SELECT ${entity}, ${recordId},
      coalesce((SELECT v.version FROM record_versions v WHERE v.entity = ${entity} AND v.record_id = ${recordId}), 0),
      ${input.kind}, ${jsonObjectOf(table)}, ${JSON.stringify(input.changed)}, NULL, ${SYSTEM}, ${at}
    FROM ${table} WHERE ${input.where} AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.entity = ${entity}
      AND r.record_id = ${recordId} AND r.kind = ${input.kind} AND r.created_at = ${at})`);
}

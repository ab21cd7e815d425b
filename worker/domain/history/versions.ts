/**
 * @file Edit versions: every editable record has a version number (0 until its first save through the domain). A save
 * names the version the editor loaded; the batch's first statement aborts the whole batch when the record has moved
 * on since, and the caller answers 409 `edit_conflict` with the current record and who changed it when.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { editConflictGuard, recordVersions } from "../../db/schema";
import type { Deps } from "../../env";
import { conflict } from "../../lib/errors";

/** A record under version control: its entity (the audit log's name) and its id (an SQL expression on create). */
export interface RecordRef {
  entity: string;
  id: number | string | SQL;
}

const EDIT_CONFLICT_MESSAGE = "Dieser Eintrag wurde inzwischen von jemand anderem geändert. Ihre Änderungen wurden nicht gespeichert.";

const recordIdOf = (ref: RecordRef): string | SQL => (typeof ref.id === "object" ? sql`CAST(${ref.id} AS TEXT)` : String(ref.id));

/** The version a record is at now, as an SQL expression (for statements in the same batch as the write). */
export const versionNow = (ref: RecordRef) =>
  sql`coalesce((SELECT ${recordVersions.version} FROM ${recordVersions} WHERE ${recordVersions.entity} = ${ref.entity} AND ${recordVersions.record_id} = ${recordIdOf(ref)}), 0)`;

/**
 * The batch's first statement: inserts into a table whose CHECK never holds when the stored version is not `expected`,
 * so D1 rolls the whole batch back. `expected` undefined (a create, or a write by the system) checks nothing.
 */
export function versionGuard(deps: Pick<Deps, "db">, ref: RecordRef, expected: number | undefined) {
  const db = deps.db;
  const mismatch = expected === undefined ? sql`0` : sql`${versionNow(ref)} <> ${expected}`;
  return db.insert(editConflictGuard).select(
    db
      .select({ record_id: sql<string>`${recordIdOf(ref)}`.as("record_id") })
      .from(sql`(SELECT 1)`)
      .where(mismatch),
  );
}

/** The batch statement that moves the record one version on and names who did it when. */
export function versionBump(deps: Pick<Deps, "db" | "actor" | "now">, ref: RecordRef) {
  const changedAt = (deps.now ?? new Date()).toISOString();
  const changedBy = deps.actor ? deps.actor.name || deps.actor.email : "System";
  const changedById = deps.actor?.id ?? null;
  return deps.db
    .insert(recordVersions)
    .values({
      entity: ref.entity,
      record_id: recordIdOf(ref) as string,
      version: 1,
      changed_at: changedAt,
      changed_by: changedBy,
      changed_by_id: changedById,
    })
    .onConflictDoUpdate({
      target: [recordVersions.entity, recordVersions.record_id],
      set: { version: sql`${recordVersions.version} + 1`, changed_at: changedAt, changed_by: changedBy, changed_by_id: changedById },
    });
}

/** Who last saved a record and when, with its version (0 and nulls for a record never saved through the domain). */
export async function versionOf(deps: Pick<Deps, "db">, entity: string, id: number | string) {
  const row = await deps.db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.entity, entity), eq(recordVersions.record_id, String(id))))
    .get();
  return { version: row?.version ?? 0, changed_at: row?.changed_at ?? null, changed_by: row?.changed_by ?? null };
}

/** The versions of many records of one entity (absent ids are at version 0). */
export async function versionsOf(deps: Pick<Deps, "db">, entity: string, ids: (number | string)[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90).map(String);
    const rows = await deps.db
      .select({ record_id: recordVersions.record_id, version: recordVersions.version })
      .from(recordVersions)
      .where(and(eq(recordVersions.entity, entity), inArray(recordVersions.record_id, chunk)));
    for (const r of rows) map.set(r.record_id, r.version);
  }
  return map;
}

/** Rows with their `version` added, as every admin read of a versioned resource answers them. */
export async function withVersions<Row extends { id: number }>(deps: Pick<Deps, "db">, entity: string, rows: Row[]) {
  const versions = await versionsOf(
    deps,
    entity,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, version: versions.get(String(r.id)) ?? 0 }));
}

/** One row with its `version` added. */
export async function withVersion<Row extends { id: number }>(deps: Pick<Deps, "db">, entity: string, row: Row) {
  return { ...row, version: (await versionOf(deps, entity, row.id)).version };
}

/**
 * Answers 409 `edit_conflict` at once when the record moved on from the version the editor loaded, before any check
 * about what the save would change: a question about the address must not go to an editor who never changed it while a
 * colleague did (issue 46). The save batch's guard still decides races between this check and the write.
 */
export async function assertCurrentVersion(
  deps: Pick<Deps, "db">,
  ref: { entity: string; id: number | string },
  expected: number | undefined,
  loadCurrent: () => Promise<unknown>,
): Promise<void> {
  if (expected === undefined) return;
  const version = await versionOf(deps, ref.entity, ref.id);
  if (version.version !== expected) throw conflict("edit_conflict", EDIT_CONFLICT_MESSAGE, { ...version, current: await loadCurrent() });
}

const GUARD_FAILED = /CHECK constraint failed: edit_conflict/i;
const failureText = (err: unknown) => (err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? "")}` : "");

/**
 * Runs a save batch; when its version guard aborted it, answers 409 `edit_conflict` with the record as it is now
 * (`current`, read by `loadCurrent`), its version, and who changed it when. Anything else is rethrown unchanged.
 */
export async function catchEditConflict<T>(
  deps: Pick<Deps, "db">,
  ref: { entity: string; id: number | string },
  loadCurrent: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!GUARD_FAILED.test(failureText(err))) throw err;
    const [version, current] = await Promise.all([versionOf(deps, ref.entity, ref.id), loadCurrent()]);
    throw conflict("edit_conflict", EDIT_CONFLICT_MESSAGE, { ...version, current });
  }
}

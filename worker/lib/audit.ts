/** @file Audit log of admin writes: who did what to which record, when. */

import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { auditLog } from "../db/schema";
import type { Deps } from "../env";

export interface AuditEntryInput {
  action: "create" | "update" | "delete" | "publish" | "login" | "logout" | (string & {});
  entity: string;
  /** The record's id; an SQL expression when the record is created in the same batch (e.g. a subquery by e-mail). */
  entityId?: string | number | SQL | null;
  details?: Record<string, unknown>;
}

const entityIdOf = (entityId: AuditEntryInput["entityId"]) =>
  entityId == null ? null : typeof entityId === "object" ? sql`CAST(${entityId} AS TEXT)` : String(entityId);

/** The insert as a query, to put into the same db.batch() as the write it records. */
export function auditInsert(deps: Pick<Deps, "db" | "actor">, entry: AuditEntryInput) {
  const user = deps.actor;
  return deps.db.insert(auditLog).values({
    user_id: user?.id ?? null,
    user_email: user?.email ?? "unknown",
    action: entry.action,
    entity: entry.entity,
    entity_id: entityIdOf(entry.entityId),
    details: entry.details ?? null,
  });
}

/**
 * The audit of an autosave (X-Autosave, worker/http/autosave.ts) as two batch statements: a burst of autosaves of one
 * record by one user in one editing session is one row whose time moves with each autosave, so that typing for an
 * hour does not bury the log under hundreds of rows. The first statement moves the record's newest row when it is
 * that burst's; the second adds the row only when the newest row is not (someone else's save came in between, or
 * the burst is new). The session is kept in `details.edit_session`.
 */
export function autosaveAuditStatements(
  deps: Pick<Deps, "db" | "actor" | "now">,
  entry: AuditEntryInput & { entityId: string | number },
  editSession: string,
) {
  const { db } = deps;
  const user = deps.actor;
  const entityId = String(entry.entityId);
  const details = JSON.stringify({ ...entry.details, edit_session: editSession });
  const now = (deps.now ?? new Date()).toISOString();
  const newest = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entry.entity), eq(auditLog.entity_id, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const isBurst = and(
    sql`${auditLog.id} = (${newest})`,
    user ? eq(auditLog.user_id, user.id) : sql`${auditLog.user_id} IS NULL`,
    eq(auditLog.action, entry.action),
    sql`json_extract(${auditLog.details}, '$.edit_session') = ${editSession}`,
  );
  const move = db
    .update(auditLog)
    .set({ created_at: now, details: JSON.parse(details) })
    .where(isBurst);
  // an insert-select names every column in the table's order (id NULL: the next id)
  const add = db
    .insert(auditLog)
    .select(sql`SELECT NULL, ${user?.id ?? null}, ${user?.email ?? "unknown"}, ${entry.action}, ${entry.entity}, ${entityId}, ${details}, ${now}
      WHERE NOT EXISTS (SELECT 1 FROM ${auditLog} WHERE ${isBurst})`);
  return [move, add] as const;
}

export async function recordAudit(deps: Pick<Deps, "db" | "actor">, entry: AuditEntryInput) {
  await auditInsert(deps, entry);
}

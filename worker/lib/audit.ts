/** @file Audit log of admin writes: who did what to which record, when. */

import { type SQL, sql } from "drizzle-orm";
import { auditLog } from "../db/schema";
import type { Deps } from "../env";

export interface AuditEntryInput {
  action: "create" | "update" | "delete" | "publish" | "login" | "logout" | (string & {});
  entity: string;
  /** The record's id; an SQL expression when the record is created in the same batch (e.g. a subquery by e-mail). */
  entityId?: string | number | SQL | null;
  details?: Record<string, unknown>;
}

/** The insert as a query, to put into the same db.batch() as the write it records. */
export function auditInsert(deps: Pick<Deps, "db" | "actor">, entry: AuditEntryInput) {
  const user = deps.actor;
  return deps.db.insert(auditLog).values({
    user_id: user?.id ?? null,
    user_email: user?.email ?? "unknown",
    action: entry.action,
    entity: entry.entity,
    entity_id:
      entry.entityId == null ? null : typeof entry.entityId === "object" ? sql`CAST(${entry.entityId} AS TEXT)` : String(entry.entityId),
    details: entry.details ?? null,
  });
}

export async function recordAudit(deps: Pick<Deps, "db" | "actor">, entry: AuditEntryInput) {
  await auditInsert(deps, entry);
}

/**
 * @file The server's autosave of unsaved edits (issue 46): one row per record and person, written while an editor
 * types into published (or any saved) content, offered back when the editor is reopened, deleted by a save or by
 * "Verwerfen", and by retention after AUTOSAVE_RETENTION_DAYS. Never applied to the record by the server.
 */
import { and, eq, lt } from "drizzle-orm";
import { editAutosaves } from "../../db/schema";
import type { Db } from "../../env";

/** Unsaved edits older than this are dropped by the daily retention. */
export const AUTOSAVE_RETENTION_DAYS = 30;

interface AutosaveKey {
  entity: string;
  recordId: string;
  userId: number;
}

const where = ({ entity, recordId, userId }: AutosaveKey) =>
  and(eq(editAutosaves.entity, entity), eq(editAutosaves.record_id, recordId), eq(editAutosaves.user_id, userId));

/** The person's autosave of the record: its values, the version they were typed over and when; null when none. */
export async function readAutosave(db: Db, key: AutosaveKey) {
  const row = await db.select().from(editAutosaves).where(where(key)).get();
  return row ? { version: row.base_version, values: row.form_values, saved_at: row.saved_at } : null;
}

/** Replaces the person's autosave of the record. */
export async function writeAutosave(db: Db, key: AutosaveKey, version: number, values: Record<string, unknown>, now: Date) {
  const row = {
    entity: key.entity,
    record_id: key.recordId,
    user_id: key.userId,
    base_version: version,
    form_values: values,
    saved_at: now.toISOString(),
  };
  await db
    .insert(editAutosaves)
    .values(row)
    .onConflictDoUpdate({
      target: [editAutosaves.entity, editAutosaves.record_id, editAutosaves.user_id],
      set: { base_version: row.base_version, form_values: row.form_values, saved_at: row.saved_at },
    });
  return { saved_at: row.saved_at };
}

export async function deleteAutosave(db: Db, key: AutosaveKey) {
  await db.delete(editAutosaves).where(where(key));
}

/** The retention statement (worker/cron/retention.ts): autosaves nobody came back to. */
export const deleteOldAutosaves = (db: Db, cutoff: string) =>
  db.delete(editAutosaves).where(lt(editAutosaves.saved_at, cutoff)).returning({ id: editAutosaves.record_id });

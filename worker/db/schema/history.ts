/**
 * @file Edit history: the version each editable record is at (for edit conflicts), the guard that aborts a save batch
 * whose version is stale, and the revisions (whole-record snapshots) written with every save.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { adminUsers } from "./staff";

/**
 * The version of one editable record (`entity` as in the audit log, `record_id` its id or set name). A record without
 * a row is at version 0. Every save in worker/domain bumps it in the same batch as the write.
 */
export const recordVersions = sqliteTable(
  "record_versions",
  {
    entity: text("entity").notNull(),
    record_id: text("record_id").notNull(),
    version: integer("version").notNull(),
    changed_at: text("changed_at").notNull(),
    changed_by_id: integer("changed_by_id"),
    changed_by: text("changed_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.record_id] })],
);

/**
 * Never holds a row: a save batch inserts into it only when the record's version is not the one the editor loaded,
 * and the CHECK then aborts the whole batch (D1 runs a batch as one transaction), so the check and the write are atomic.
 */
export const editConflictGuard = sqliteTable("edit_conflict_guard", { record_id: text("record_id") }, () => [
  check("edit_conflict", sql`0`),
]);

/** One saved state of a record: the whole record as JSON after the write, who wrote it, and which fields changed. */
export const revisions = sqliteTable(
  "revisions",
  {
    id: id(),
    entity: text("entity").notNull(),
    record_id: text("record_id").notNull(),
    /** The record's version this state is (record_versions.version after the write). */
    version: integer("version").notNull(),
    /** create, update, restore, publish, autosave, ... */
    kind: text("kind").notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    changed_fields: text("changed_fields", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Saves of one editing session (autosaves) collapse into one revision; null for plain saves. */
    edit_session: text("edit_session"),
    actor_id: integer("actor_id"),
    actor: text("actor").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("revisions_record_idx").on(t.entity, t.record_id, t.id), index("revisions_created_idx").on(t.created_at)],
);

export type RecordVersion = typeof recordVersions.$inferSelect;
export type Revision = typeof revisions.$inferSelect;

/**
 * The server's autosave of one person's unsaved edit of a record (issue 46): the form's values while typing, beside the
 * live version and never published by it. One row per record and person; a save of the record or "Verwerfen" deletes
 * it, and retention after AUTOSAVE_RETENTION_DAYS.
 */
export const editAutosaves = sqliteTable(
  "edit_autosaves",
  {
    entity: text("entity").notNull(),
    record_id: text("record_id").notNull(),
    user_id: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The record's version the values were typed over. */
    base_version: integer("base_version").notNull(),
    /** The editor form's values as JSON (the shape of the screen's form, not of the table). */
    form_values: text("form_values", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    saved_at: text("saved_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.record_id, t.user_id] }), index("edit_autosaves_saved_idx").on(t.saved_at)],
);

export type EditAutosave = typeof editAutosaves.$inferSelect;

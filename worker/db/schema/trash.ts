/**
 * @file The trash: a deleted post, page, team member, event, AI studio entry or media asset leaves its table (so every
 * public read and list stays as it is) and waits here as a whole-record snapshot until it is restored or purged.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

export const trash = sqliteTable(
  "trash",
  {
    id: id(),
    /** The entity as in the audit log and the version table (blog_post, page, team_member, event, ai_content, asset). */
    entity: text("entity").notNull(),
    record_id: text("record_id").notNull(),
    title: text("title").notNull(),
    /** The record as it was stored (a page with its sections and translations), built by SQLite in the delete's batch. */
    snapshot: text("snapshot", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** Public paths that answer 410 while the record is in the trash (a published post's or page's addresses). */
    gone_paths: text("gone_paths", { mode: "json" }).$type<string[]>().notNull(),
    deleted_by_id: integer("deleted_by_id"),
    deleted_by: text("deleted_by").notNull(),
    deleted_at: text("deleted_at").notNull(),
  },
  (t) => [index("trash_deleted_idx").on(t.deleted_at), index("trash_record_idx").on(t.entity, t.record_id)],
);

export type TrashEntry = typeof trash.$inferSelect;

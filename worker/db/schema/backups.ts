/** @file The runs of the logical backup (worker/domain/backup/): when, how it ended, how big; the Diagnostics screen reads the last good one. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id } from "./columns";

export const backupRuns = sqliteTable(
  "backup_runs",
  {
    id: id(),
    // the backup's folder in the BACKUPS bucket (backups/<backup_id>/), e.g. 2026-11-26T03-15-00-000Z
    backup_id: text("backup_id").notNull().unique(),
    trigger: text("trigger", { enum: ["cron", "manual"] }).notNull(),
    status: text("status", { enum: ["running", "ok", "error"] }).notNull(),
    started_at: text("started_at").notNull(),
    finished_at: text("finished_at"),
    // compressed bytes of the table files and the manifest (media are shared between backups and not counted)
    bytes: integer("bytes").notNull().default(0),
    row_count: integer("row_count").notNull().default(0),
    media_count: integer("media_count").notNull().default(0),
    error: text("error"),
    // set when retention deleted the backup's files from the bucket
    pruned_at: text("pruned_at"),
  },
  (t) => [index("backup_runs_started_idx").on(t.started_at)],
);

export type BackupRun = typeof backupRuns.$inferSelect;

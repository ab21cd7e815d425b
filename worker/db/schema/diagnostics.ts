/** @file Unexpected errors from the browser and the worker, kept 7 days for the Diagnostics screen. */
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

/** Unexpected errors from the browser and the worker, kept 7 days for the Diagnostics screen. */
export const errorReports = sqliteTable(
  "error_reports",
  {
    id: id(),
    source: text("source", { enum: ["client", "worker"] }).notNull(),
    request_id: text("request_id"),
    message: text("message").notNull(),
    stack: text("stack"),
    url: text("url"),
    created_at: createdAt(),
  },
  (t) => [index("error_reports_created_idx").on(t.created_at)],
);

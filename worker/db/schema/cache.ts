/** @file The content version: one row whose number every change of public output advances (worker/lib/content-version.ts). */
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

export const contentVersion = sqliteTable("content_version", {
  // always 1: a single row, read by primary key on every cacheable public request
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/** @file The media library: uploaded and generated files kept in R2, their metadata here. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, stringList, updatedAt } from "./columns";
import { adminUsers } from "./staff";

export const assets = sqliteTable(
  "assets",
  {
    id: id(),
    // the R2 object key; served at /media/<filename>
    filename: text("filename").notNull().unique(),
    original_filename: text("original_filename").notNull(),
    url: text("url").notNull(),
    // the German alt text; alt_en the English one: both are required before a picture goes on a public page
    alt_text: text("alt_text").notNull().default(""),
    alt_en: text("alt_en").notNull().default(""),
    description: text("description").notNull().default(""),
    tags: stringList("tags"),
    mime_type: text("mime_type").notNull(),
    file_size: integer("file_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploaded_by: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("assets_created_idx").on(t.created_at), index("assets_mime_idx").on(t.mime_type)],
);

export type Asset = typeof assets.$inferSelect;

/** @file Site settings, the UI strings staff changed, and which one-time seed parts have run. */
import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type * as contract from "../../../common/types";
import type { Satisfies } from "./columns";
import { createdAt, id, updatedAt } from "./columns";

export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updated_at: updatedAt(),
});

export const translations = sqliteTable(
  "translations",
  {
    id: id(),
    key: text("key").notNull().unique(),
    german: text("german").notNull(),
    english: text("english").notNull(),
    category: text("category").notNull().default("general"),
    /** Hash of the German text the English one was saved against (common/translation.ts, kind ui_string). */
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    updated_at: updatedAt(),
  },
  (t) => [index("translations_category_idx").on(t.category)],
);

/** Which one-time seed parts have run, so that re-seeding never brings back content staff deleted. */
export const seedHistory = sqliteTable("seed_history", {
  name: text("name").primaryKey(),
  created_at: createdAt(),
});

export type SiteSetting = Satisfies<typeof siteSettings.$inferSelect, contract.SettingRow>;
export type Translation = Satisfies<typeof translations.$inferSelect, contract.Translation>;

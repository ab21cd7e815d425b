/** @file AI usage per staff member and calendar month: requests and provider tokens, for the screen and the site's budget. */
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./auth";
import { updatedAt } from "./columns";

export const aiUsage = sqliteTable(
  "ai_usage",
  {
    // a deleted account's usage stays counted against the site's budget
    user_id: integer("user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** `YYYY-MM` in Europe/Berlin. */
    month: text("month").notNull(),
    /** Generation calls (template answers included). */
    requests: integer("requests").notNull().default(0),
    /** Tokens the provider reported (template answers count none). */
    tokens: integer("tokens").notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("ai_usage_user_month_idx").on(t.user_id, t.month)],
);

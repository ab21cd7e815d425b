/** @file Events shown on the public site (upcoming and not closed). */
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type * as contract from "../../../common/types";
import type { Satisfies } from "./columns";
import { createdAt, id, updatedAt } from "./columns";

export const events = sqliteTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    title_en: text("title_en"),
    description: text("description").notNull().default(""),
    description_en: text("description_en"),
    event_date: text("event_date").notNull(),
    event_time: text("event_time").notNull().default(""),
    location: text("location").notNull().default(""),
    max_participants: integer("max_participants").notNull().default(20),
    event_type: text("event_type", { enum: ["own", "partner"] })
      .notNull()
      .default("own"),
    status: text("status", { enum: ["upcoming", "open", "full", "closed"] })
      .notNull()
      .default("upcoming"),
    image_url: text("image_url"),
    // an online (or hybrid, with a place in `location`) event's page; its structured data then names a VirtualLocation
    online_url: text("online_url"),
    // the ticket price in euros when there is one (0 = free); null = no offer
    price_eur: real("price_eur"),
    // field -> hash of the German text its English text was saved against (common/translation.ts, kind "event")
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("events_date_idx").on(t.event_date),
    index("events_status_date_idx").on(t.status, t.event_date),
    check("events_max_participants_min", sql`${t.max_participants} >= 1`),
  ],
);

export type Event = Satisfies<typeof events.$inferSelect, contract.Event>;

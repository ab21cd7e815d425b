/** @file Team members shown on the public site (active ones, ordered by name). */
import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type * as contract from "../../../common/types";
import type { Satisfies } from "./columns";
import { bool, createdAt, id, stringList, updatedAt } from "./columns";

export const teamMembers = sqliteTable(
  "team_members",
  {
    id: id(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    position_en: text("position_en"),
    bio: text("bio").notNull().default(""),
    bio_en: text("bio_en"),
    image_url: text("image_url"),
    linkedin_url: text("linkedin_url"),
    email: text("email"),
    expertise: stringList("expertise"),
    // English tags for /en/team; empty: the German ones are shown (many are names that need no translation)
    expertise_en: stringList("expertise_en"),
    qualifications: stringList("qualifications"),
    qualifications_en: stringList("qualifications_en"),
    active: bool("active").notNull().default(true),
    available: bool("available").notNull().default(true),
    available_from: text("available_from"),
    current_project: text("current_project"),
    // field -> hash of the German text its English text was saved against (common/translation.ts, kind "team")
    translation_sources: text("translation_sources", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("team_members_active_name_idx").on(t.active, t.name)],
);

export type TeamMember = Satisfies<typeof teamMembers.$inferSelect, contract.TeamMember>;
export type NewTeamMember = typeof teamMembers.$inferInsert;

/** @file Record types as the API sends them (snake_case, straight from the drizzle schema). */
export type {
  BlogPost,
  Event,
  Page,
  PageSection,
  PageTranslation,
  TeamMember,
  Translation,
} from "../worker/db/schema/content";

export interface SettingRow {
  key: string;
  value: string;
}

/** @file Record types as the API sends them (snake_case, straight from the drizzle schema). */
export type {
  TeamMember,
  Event,
  BlogPost,
  Page,
  PageSection,
  PageTranslation,
  Translation,
} from "../worker/db/schema/content";

export interface SettingRow {
  key: string;
  value: string;
}

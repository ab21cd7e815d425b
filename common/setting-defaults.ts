/** @file Setting keys and defaults without the validation schema (zod stays out of the public client bundle). */
import { COMPANY } from "./site.ts";

export const SETTING_DEFAULTS = {
  site_name: COMPANY.name,
  site_name_en: COMPANY.name,
  site_description:
    "IT- und Datenberatung aus Bayern: Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics.",
  site_description_en:
    "IT and data consulting from Bavaria: business analysis, software development, enterprise architecture, project management and data analytics.",
  contact_email: COMPANY.email,
  contact_phone: COMPANY.phone,
  show_events_on_homepage: "false",
  show_blog_on_homepage: "false",
  max_events_homepage: "3",
  max_blog_posts_homepage: "3",
  /** 'true': accounts whose role holds users.edit or roles.manage must sign in with a TOTP second factor. */
  require_totp_for_admins: "false",
  /** Terms that translations keep unchanged (firm and product names), one a line: the translate endpoint passes them on. */
  translation_glossary: `${COMPANY.name}\n${COMPANY.shortName}`,
} as const;

/** The glossary setting as its terms: one a line, trimmed, without empty lines and repeats. */
export const glossaryTerms = (value: string): string[] => [
  ...new Set(
    value
      .split("\n")
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** The range of the home page's event and post counts (max_events_homepage, max_blog_posts_homepage). */
export const HOMEPAGE_COUNT_RANGE = { min: 1, max: 10 } as const;
const DEFAULT_HOMEPAGE_COUNT = 3;

/** A stored home page count; a value outside the range the settings form allows counts as the default. */
export function homepageCount(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= HOMEPAGE_COUNT_RANGE.min && n <= HOMEPAGE_COUNT_RANGE.max ? n : DEFAULT_HOMEPAGE_COUNT;
}

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/** Stored rows merged over the defaults: what the public site uses. */
export function resolveSettings(rows: { key: string; value: string }[]): Settings {
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) if (row.key in settings) settings[row.key as SettingKey] = row.value;
  return settings;
}

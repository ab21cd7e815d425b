/** @file Site settings: every key, its default, and the schema both the settings form and the API validate with. */
import { z } from "zod";
import { COMPANY } from "./site.ts";

export const SETTING_DEFAULTS = {
  site_name: COMPANY.name,
  site_name_en: COMPANY.name,
  site_description: "IT- und Datenberatung aus Bayern: Business-Analyse, Softwareentwicklung, Enterprise-Architektur, Projektmanagement und Data Analytics.",
  site_description_en: "IT and data consulting from Bavaria: business analysis, software development, enterprise architecture, project management and data analytics.",
  contact_email: COMPANY.email,
  contact_phone: COMPANY.phone,
  show_events_on_homepage: "false",
  show_blog_on_homepage: "false",
  max_events_homepage: "3",
  max_blog_posts_homepage: "3",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

const flag = z.enum(["true", "false"]);
const homepageCount = z
  .string()
  .regex(/^\d+$/, "Bitte eine ganze Zahl angeben")
  .refine((v) => Number(v) >= 1 && Number(v) <= 10, "Erlaubt sind Werte von 1 bis 10");

/** A partial update: only the changed keys are sent. Unknown keys are refused. */
export const settingsUpdateSchema = z
  .object({
    site_name: z.string().trim().min(1, "Pflichtfeld").max(120),
    site_name_en: z.string().trim().max(120),
    site_description: z.string().trim().max(500),
    site_description_en: z.string().trim().max(500),
    contact_email: z.string().trim().email("Bitte eine gültige E-Mail-Adresse angeben").max(254),
    contact_phone: z.string().trim().regex(/^[+0-9 ()/-]{3,40}$/, "Bitte eine gültige Telefonnummer angeben"),
    show_events_on_homepage: flag,
    show_blog_on_homepage: flag,
    max_events_homepage: homepageCount,
    max_blog_posts_homepage: homepageCount,
  })
  .partial()
  .strict();

/** Stored rows merged over the defaults: what the public site uses. */
export function resolveSettings(rows: { key: string; value: string }[]): Settings {
  const settings: Settings = { ...SETTING_DEFAULTS };
  for (const row of rows) if (row.key in settings) settings[row.key as SettingKey] = row.value;
  return settings;
}

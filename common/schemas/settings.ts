/** @file Settings input: the settings form and PUT /api/admin/settings validate with the same schema (admin only: zod). */
import { z } from "zod";

const flag = z.enum(["true", "false"]);
export const HOMEPAGE_COUNT_MIN = 1;
export const HOMEPAGE_COUNT_MAX = 10;
const homepageCount = z
  .string()
  .trim()
  .regex(/^\d+$/, "Bitte eine ganze Zahl angeben")
  .refine((v) => Number(v) >= HOMEPAGE_COUNT_MIN && Number(v) <= HOMEPAGE_COUNT_MAX, "Erlaubt sind Werte von 1 bis 10");

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

export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const SETTINGS_SAVED = "Einstellungen erfolgreich gespeichert";
export const SETTINGS_BANNER_MS = 3000;

/** @file Site settings: every key, its default, and the schema both the settings form and the API validate with. */
import { z } from "zod";

import { uncheckedEnglishSchema } from "./schemas/translation-status.ts";
import { glossaryTerms, HOMEPAGE_COUNT_RANGE } from "./setting-defaults.ts";

export { SETTING_DEFAULTS, SETTING_KEYS } from "./setting-defaults.ts";

const flag = z.enum(["true", "false"]);
const homepageCount = z
  .string()
  .regex(/^\d+$/, "Bitte eine ganze Zahl angeben")
  .refine(
    (v) => Number(v) >= HOMEPAGE_COUNT_RANGE.min && Number(v) <= HOMEPAGE_COUNT_RANGE.max,
    `Erlaubt sind Werte von ${HOMEPAGE_COUNT_RANGE.min} bis ${HOMEPAGE_COUNT_RANGE.max}`,
  );

/** A partial update: only the changed keys are sent. Unknown keys are refused. */
export const settingsUpdateSchema = z
  .object({
    site_name: z.string().trim().min(1, "Pflichtfeld").max(120),
    site_name_en: z.string().trim().max(120),
    site_description: z.string().trim().max(500),
    site_description_en: z.string().trim().max(500),
    contact_email: z.string().trim().email("Bitte eine gültige E-Mail-Adresse angeben").max(254),
    contact_phone: z
      .string()
      .trim()
      .regex(/^[+0-9 ()/-]{3,40}$/, "Bitte eine gültige Telefonnummer angeben"),
    show_events_on_homepage: flag,
    show_blog_on_homepage: flag,
    max_events_homepage: homepageCount,
    max_blog_posts_homepage: homepageCount,
    require_totp_for_admins: flag,
    translation_glossary: z
      .string()
      .max(2000, "Höchstens 2000 Zeichen")
      .refine((v) => v.split("\n").every((t) => t.trim().length <= 80), "Höchstens 80 Zeichen je Begriff")
      .transform((v) => glossaryTerms(v).join("\n")),
    // not a setting: the English texts taken over from a template translation and not yet checked (common/translation.ts)
    unchecked_en: uncheckedEnglishSchema("setting"),
  })
  .partial()
  .strict();

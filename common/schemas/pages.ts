/** @file Page input with its sections and translations, saved in one request; the page editor and the API share it. */
import { z } from "zod";
import { PAGE_PATHS } from "../routes";
import { SLUG_MAX, SLUG_PATTERN } from "../slug";
import { optionalText, optionalUrl, requiredText } from "./fields";
import { seoFieldsSchema } from "./seo";
import { uncheckedEnglishSchema } from "./translation-status";

export const PAGE_TEMPLATES = ["default", "homepage", "about", "services", "contact", "legal"] as const;
export const SECTION_TYPES = [
  "hero",
  "content",
  "services",
  "stats",
  "testimonials",
  "team",
  "contact",
  "gallery",
  "cta",
  "custom",
] as const;
export const META_DESCRIPTION_MAX = 160;
/** First path segments the site itself uses: a custom page cannot take them. */
const RESERVED_SLUGS = ["admin", "api", "media", "en", "assets", "fonts", "images", "cdn-cgi", "sitemap-xml", "robots-txt"];
/** First segments of the built-in English paths (/en/about, /en/blog, ...): the site's own pages answer there. */
const ENGLISH_BUILT_IN = Object.values(PAGE_PATHS).flatMap((p) => p.en.split("/")[2] ?? []);

export const PAGE_DEFAULTS = { template: "default", published: false, sort_order: 0 } as const;
export const newSectionDefaults = (count: number) => ({
  section_key: `section_${Date.now()}`,
  section_type: "content" as const,
  title: "Neue Sektion",
  active: true,
  sort_order: count + 1,
});

const metaDescription = optionalText(META_DESCRIPTION_MAX).refine(
  (v) => v == null || v.length <= META_DESCRIPTION_MAX,
  `Höchstens ${META_DESCRIPTION_MAX} Zeichen`,
);
// style class names only (no CSS, no markup): letters, digits, '-', '_', ' ', ':', '/'
const styleClass = optionalText(120).refine((v) => v == null || /^[a-zA-Z0-9 _:/-]+$/.test(v), "Nur Klassennamen erlaubt");

const pageSectionSchema = z.object({
  /** Present for a section that already exists; sections not sent are deleted. */
  id: z.number().int().positive().optional(),
  section_key: z
    .string()
    .trim()
    .min(1, "Pflichtfeld")
    .max(80)
    .regex(/^[a-zA-Z0-9_-]+$/, "Nur Buchstaben, Ziffern, '_' und '-'"),
  title: optionalText(200),
  title_en: optionalText(200),
  subtitle: optionalText(300),
  subtitle_en: optionalText(300),
  content: optionalText(50_000),
  content_en: optionalText(50_000),
  section_type: z.enum(SECTION_TYPES).default("content"),
  image_url: optionalUrl,
  sort_order: z.coerce.number().int("Bitte eine ganze Zahl angeben").min(0).max(10_000).default(0),
  background_color: styleClass,
  text_color: styleClass,
  active: z.boolean().default(true),
  unchecked_en: uncheckedEnglishSchema("section"),
});

const pageTranslationSchema = z.object({
  language: z.enum(["en", "de"]),
  title: requiredText(200),
  meta_description: metaDescription,
  meta_keywords: optionalText(500),
});

export const pageSchema = z.object({
  title: requiredText(200),
  slug: z
    .string()
    .trim()
    .min(1, "Pflichtfeld")
    .max(SLUG_MAX)
    .regex(SLUG_PATTERN, "Nur Kleinbuchstaben, Ziffern und Bindestriche")
    .refine((s) => !RESERVED_SLUGS.includes(s), "Dieser Slug ist für das System reserviert"),
  /** The English address (/en/<slug_en>); empty: the English page reuses the German slug. */
  slug_en: z
    .string()
    .trim()
    .max(SLUG_MAX, `Höchstens ${SLUG_MAX} Zeichen`)
    .refine((v) => v === "" || SLUG_PATTERN.test(v), "Nur Kleinbuchstaben, Ziffern und Bindestriche")
    .refine((v) => !RESERVED_SLUGS.includes(v) && !ENGLISH_BUILT_IN.includes(v), "Diese Adresse gehört einer Seite der Website")
    .nullish()
    .transform((v) => (v ? v : null)),
  template: z.enum(PAGE_TEMPLATES, { message: "Bitte eine Vorlage wählen" }),
  published: z.boolean().default(false),
  featured_image: optionalUrl,
  parent_id: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  sort_order: z.coerce.number().int("Bitte eine ganze Zahl angeben").min(0, "Mindestens 0").max(10_000).default(0),
  meta_description: metaDescription,
  meta_keywords: optionalText(500),
  og_image: seoFieldsSchema.og_image,
  noindex: seoFieldsSchema.noindex,
  /** The page's own texts (title, meta description) whose English is an unchecked template translation. */
  unchecked_en: uncheckedEnglishSchema("page"),
  sections: z
    .array(pageSectionSchema)
    .max(100)
    .default([])
    .superRefine((sections, ctx) => {
      const keys = new Set<string>();
      sections.forEach((s, i) => {
        if (keys.has(s.section_key)) ctx.addIssue({ code: "custom", path: [i, "section_key"], message: "Schlüssel doppelt vergeben" });
        keys.add(s.section_key);
      });
    }),
  translations: z
    .array(pageTranslationSchema)
    .max(2)
    .default([])
    .superRefine((translations, ctx) => {
      const languages = new Set<string>();
      translations.forEach((t, i) => {
        if (languages.has(t.language)) ctx.addIssue({ code: "custom", path: [i, "language"], message: "Sprache doppelt vergeben" });
        languages.add(t.language);
      });
    }),
});

export const pageStatusSchema = z.object({ published: z.boolean() });

export type PageData = z.output<typeof pageSchema>;

export const PAGE_DELETE_CONFIRM =
  "Sind Sie sicher, dass Sie diese Seite löschen möchten? Alle Inhalte und Übersetzungen der Seite werden ebenfalls gelöscht.";

/** @file Blog post input: the same schema validates the admin post form and POST/PUT/PATCH /api/admin/blog. */
import { z } from "zod";
import { BLOG_CATEGORIES, CONTENT_STATUSES, DEFAULT_BLOG_CATEGORY } from "../blog.ts";
import { isSitePath, isWebUrl } from "../site-path.ts";
import { SLUG_MAX, SLUG_PATTERN } from "../slug.ts";
import { CONTROL_CHARACTERS_MESSAGE, optionalText, withoutControlCharacters } from "./fields.ts";
import { SEO_INPUT_FIELDS, seoFieldsSchema } from "./seo.ts";
import { uncheckedEnglishSchema } from "./translation-status.ts";

const TITLE_MAX = 200;
const EXCERPT_MAX = 1000;
/** Long articles are a few ten thousand characters; this keeps a post (both languages) well under the 1 MB body limit. */
const CONTENT_MAX = 100_000;
const TAG_MAX = 50;
const TAGS_MAX = 20;

/** A post's tags in one language: trimmed, at most TAGS_MAX of TAG_MAX characters each, repeats dropped. */
const tagList = () =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, "Leere Tags sind nicht erlaubt")
        .max(TAG_MAX, `Tags höchstens ${TAG_MAX} Zeichen`)
        .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
      {
        error: "Tags müssen eine Liste sein",
      },
    )
    .max(TAGS_MAX, `Höchstens ${TAGS_MAX} Tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]);

/** An absolute http(s) URL or a path on this site (e.g. /media/...); nothing else (no javascript:, no //host). */
export function isImageUrl(value: string): boolean {
  // the same rule as every URL-or-path field: a path stays on this site (no `//`, no backslash, also encoded)
  return value.startsWith("/") ? isSitePath(value) : isWebUrl(value);
}

export const blogPostInputSchema = z
  .object({
    title: z
      .string({ error: "Bitte einen Titel angeben" })
      .trim()
      .min(1, "Bitte einen Titel angeben")
      .max(TITLE_MAX, `Höchstens ${TITLE_MAX} Zeichen`)
      .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    title_en: optionalText(TITLE_MAX),
    // empty: generated from the title on the server
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, `Höchstens ${SLUG_MAX} Zeichen`)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. mein-erster-post)")
      .nullish()
      .transform((v) => (v ? v : null)),
    // empty: the English page reuses the German slug
    slug_en: z
      .string()
      .trim()
      .max(SLUG_MAX, `Höchstens ${SLUG_MAX} Zeichen`)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (z. B. my-first-post)")
      .nullish()
      .transform((v) => (v ? v : null)),
    content: z
      .string({ error: "Bitte einen Inhalt angeben" })
      .trim()
      .min(1, "Bitte einen Inhalt angeben")
      .max(CONTENT_MAX, `Höchstens ${CONTENT_MAX} Zeichen`)
      .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    content_en: optionalText(CONTENT_MAX),
    excerpt: z
      .string({ error: "Bitte einen Auszug angeben" })
      .trim()
      .min(1, "Bitte einen Auszug angeben")
      .max(EXCERPT_MAX, `Höchstens ${EXCERPT_MAX} Zeichen`)
      .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    excerpt_en: optionalText(EXCERPT_MAX),
    featured_image: optionalText(2000).refine(
      (v) => v === null || isImageUrl(v),
      "Bitte eine gültige URL angeben (https://... oder /media/...)",
    ),
    category: z.enum(BLOG_CATEGORIES, { error: "Unbekannte Kategorie" }).default(DEFAULT_BLOG_CATEGORY),
    content_status: z.enum(CONTENT_STATUSES, { error: "Unbekannter Status" }).default("draft"),
    published: z.boolean({ error: "Muss true oder false sein" }).default(false),
    // stored as UTC ISO text with milliseconds, the form the publishing cron compares against
    scheduled_publish_date: z.iso
      .datetime({ offset: true, error: "Bitte Datum und Uhrzeit angeben" })
      .nullish()
      .transform((v) => (v ? new Date(v).toISOString() : null)),
    author: optionalText(120),
    tags: tagList(),
    // the English tags of the English pages (empty: none are shown there, not the German ones)
    tags_en: tagList(),
    ...seoFieldsSchema,
    // the English texts taken over from a template translation and not yet checked (common/translation.ts)
    unchecked_en: uncheckedEnglishSchema("post"),
  })
  .superRefine((post, ctx) => {
    if (post.content_status === "scheduled" && !post.scheduled_publish_date) {
      ctx.addIssue({ code: "custom", path: ["scheduled_publish_date"], message: "Geplante Posts brauchen ein Veröffentlichungsdatum" });
    }
  });

/** What the form sends (before defaults) and what the server stores (after parsing). */
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostData = z.output<typeof blogPostInputSchema>;

/** The editable fields, used by PATCH to merge a partial body over the stored post before validating the whole. */
export const BLOG_INPUT_FIELDS = [
  "title",
  "title_en",
  "slug",
  "slug_en",
  "content",
  "content_en",
  "excerpt",
  "excerpt_en",
  "featured_image",
  "category",
  "content_status",
  "published",
  "scheduled_publish_date",
  "author",
  "tags",
  "tags_en",
  ...SEO_INPUT_FIELDS,
] as const satisfies readonly (keyof BlogPostData)[];

/** A PATCH body: any subset of the editable fields (types checked after merging). */
export const blogPostPatchSchema = z.partialRecord(z.enum(BLOG_INPUT_FIELDS), z.unknown());

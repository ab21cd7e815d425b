/**
 * @file The SEO fields of an item's input (issue 31): meta title and description per language, an Open Graph image
 * from the media library, noindex, and a canonical address for a syndicated post. The post form and the blog API
 * validate with them (common/seo.ts has the length guidance).
 */
import { z } from "zod";
import { isMediaPath } from "../seo.ts";
import { optionalText } from "./fields.ts";

export const seoFieldsSchema = {
  meta_title: optionalText(120),
  meta_title_en: optionalText(120),
  meta_description: optionalText(320),
  meta_description_en: optionalText(320),
  og_image: optionalText(300).refine((v) => v === null || isMediaPath(v), "Bitte ein Bild aus der Mediathek wählen (/media/...)"),
  // (null too: a revision saved before the field existed restores as "not noindex")
  noindex: z
    .boolean({ error: "Muss true oder false sein" })
    .nullish()
    .transform((v) => v ?? false),
  canonical_url: optionalText(2000).refine(
    (v) => v === null || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)),
    "Bitte eine vollständige Adresse angeben (https://...)",
  ),
};

export const SEO_INPUT_FIELDS = [
  "meta_title",
  "meta_title_en",
  "meta_description",
  "meta_description_en",
  "og_image",
  "noindex",
  "canonical_url",
] as const;

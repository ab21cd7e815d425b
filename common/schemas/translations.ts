/** @file UI string overrides (key, German, English, category): the translations screen and its API share these. */
import { z } from "zod";
import { requiredText } from "./fields";
import { translationFilterQuery, uncheckedEnglishSchema } from "./translation-status";

const TRANSLATION_KEY_PATTERN = /^[a-zA-Z0-9_.-]+$/;

export const translationCreateSchema = z.object({
  key: z.string().trim().min(1, "Pflichtfeld").max(200).regex(TRANSLATION_KEY_PATTERN, "Nur Buchstaben, Ziffern, '.', '_' und '-'"),
  german: requiredText(5000),
  english: requiredText(5000),
  category: z.string().trim().min(1).max(60).default("general"),
  unchecked_en: uncheckedEnglishSchema("ui_string"),
});

/** Inline edit: German and/or English text (and optionally the category). */
export const translationUpdateSchema = z
  .object({
    german: requiredText(5000),
    english: requiredText(5000),
    category: z.string().trim().min(1).max(60),
    unchecked_en: uncheckedEnglishSchema("ui_string"),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Keine Änderung angegeben");

export const translationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(60).optional(),
  ...translationFilterQuery.shape,
});

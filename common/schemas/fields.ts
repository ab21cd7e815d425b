/** @file Field rules the content schemas share: URLs or site paths, optional texts, text lists, ISO dates, list queries. */
import { z } from "zod";
import { isSitePath, isWebUrl } from "../site-path";

/** An absolute http(s) URL or a path on this site (e.g. `/media/abc.jpg`, `/images/team/x.svg`). */
export const urlOrPath = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => (v.startsWith("/") ? isSitePath(v) : isWebUrl(v)),
    "Bitte eine gültige URL (https://...) oder einen Pfad dieser Website (/...) angeben; // am Anfang, \\ und Steuerzeichen sind nicht erlaubt",
  );

/** Control characters other than tab, newline and carriage return: no text field accepts them (issue 43). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = "Steuerzeichen sind nicht erlaubt";
/** True when the text holds no control character but tab, newline or carriage return. */
export const withoutControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** A trimmed string of at most `max` characters without control characters (tab and newlines allowed). */
const plainText = (max: number) =>
  z.string().trim().max(max, `Höchstens ${max} Zeichen`).refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Optional text: empty or blank becomes null. */
export const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional URL: empty becomes null, otherwise it must be a URL or site path. */
export const optionalUrl = z
  .union([z.literal(""), urlOrPath])
  .nullish()
  .transform((v) => (v ? v : null));

export const requiredText = (max: number, message = "Pflichtfeld") =>
  z.string().trim().min(1, message).max(max, `Höchstens ${max} Zeichen`).refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum angeben")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Bitte ein gültiges Datum angeben",
  );

/** A list of short texts: trimmed, empties dropped, duplicates removed. */
export const textList = (maxItems = 50, maxLength = 100) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(maxLength, `Höchstens ${maxLength} Zeichen je Eintrag`)
        .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE),
    )
    .max(maxItems, `Höchstens ${maxItems} Einträge`)
    .transform((list) => [...new Set(list.filter(Boolean))]);

/** Server-side paging of admin lists: `?page=1&per_page=50` (per_page at most 200), optional search `q`. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  q: z.string().trim().max(200).optional(),
});

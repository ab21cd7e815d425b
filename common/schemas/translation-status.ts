/**
 * @file The translation-status filter of the admin lists (?translation=missing|stale|current), and `unchecked_en`, the
 * save inputs' note of English texts accepted from a template translation (common/translation.ts).
 */
import { z } from "zod";
import { TRANSLATABLE, type TranslatableKind } from "../translation.ts";
import { TRANSLATION_STATES } from "../translation-states.ts";

export const translationFilterQuery = z.object({
  translation: z.enum(TRANSLATION_STATES, { error: "Unbekannter Übersetzungsstatus (missing, stale oder current)" }).optional(),
});

/**
 * `unchecked_en` of a save of a `kind`: field → hash of the English text the editor took over from a template
 * translation and nobody has checked since. Left out, marked fields stay marked while their English text is unchanged.
 */
export const uncheckedEnglishSchema = (kind: TranslatableKind) =>
  z
    .partialRecord(
      z.enum(TRANSLATABLE[kind].fields, { error: "Unbekanntes Übersetzungsfeld" }),
      z.string().regex(/^[0-9a-f]{8}$/, "Ungültiger Textvermerk"),
    )
    .optional();

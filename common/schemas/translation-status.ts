/** @file The translation-status filter of the admin lists (?translation=missing|stale|current). */
import { z } from "zod";
import { TRANSLATION_STATES } from "../translation-states";

export const translationFilterQuery = z.object({
  translation: z.enum(TRANSLATION_STATES, { error: "Unbekannter Übersetzungsstatus (missing, stale oder current)" }).optional(),
});

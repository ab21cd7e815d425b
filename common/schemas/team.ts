/** @file Team member input: the admin form and POST/PUT /api/admin/team validate with the same schema. */
import { z } from "zod";
import { isoDate, optionalText, optionalUrl, requiredText, textList, urlOrPath } from "./fields";
import { uncheckedEnglishSchema } from "./translation-status";

export const teamMemberSchema = z.object({
  name: requiredText(120),
  email: z.string().trim().toLowerCase().email("Bitte eine gültige E-Mail-Adresse angeben").max(254),
  position: requiredText(120),
  position_en: optionalText(120),
  bio: requiredText(5000),
  bio_en: optionalText(5000),
  image_url: urlOrPath,
  linkedin_url: optionalUrl,
  expertise: textList(30, 60).refine((l) => l.length > 0, "Bitte mindestens ein Fachgebiet angeben"),
  expertise_en: textList(30, 60).default([]),
  qualifications: textList(30, 200).default([]),
  qualifications_en: textList(30, 200).default([]),
  active: z.boolean().default(true),
  // the specification: available unless explicitly false
  available: z.boolean().default(true),
  available_from: z
    .union([z.literal(""), isoDate])
    .nullish()
    .transform((v) => (v ? v : null)),
  current_project: optionalText(200),
  unchecked_en: uncheckedEnglishSchema("team"),
});

export const TEAM_DELETE_CONFIRM = "Sind Sie sicher, dass Sie dieses Team-Mitglied löschen möchten?";
/** Expertise tags on a card before '+N weitere'. */
export const TEAM_CARD_TAGS = 3;

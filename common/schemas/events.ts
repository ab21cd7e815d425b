/** @file Event input: the admin form and POST/PUT /api/admin/events validate with the same schema. */
import { z } from "zod";
import { isoDate, optionalText, optionalUrl, requiredText } from "./fields";
import { uncheckedEnglishSchema } from "./translation-status";

export const EVENT_TYPES = ["own", "partner"] as const;
export const EVENT_STATUSES = ["upcoming", "open", "full", "closed"] as const;
export const EVENT_TYPE_LABELS = { own: "Dinner & Digital", partner: "Partner Event" } as const;
export const EVENT_STATUS_LABELS = { upcoming: "Demnächst", open: "Anmeldung offen", full: "Ausgebucht", closed: "Geschlossen" } as const;
export const EVENT_DEFAULTS = { max_participants: 20, event_type: "own", status: "upcoming" } as const;

export const eventSchema = z.object({
  title: requiredText(200),
  title_en: optionalText(200),
  description: requiredText(5000),
  description_en: optionalText(5000),
  event_date: isoDate,
  event_time: requiredText(60),
  location: requiredText(200),
  // the form turns non-numeric input into 0, which this rule then refuses
  max_participants: z.coerce
    .number({ message: "Bitte eine Zahl angeben" })
    .int("Bitte eine ganze Zahl angeben")
    .min(1, "Mindestens 1 Teilnehmer")
    .max(100_000),
  event_type: z.enum(EVENT_TYPES, { message: "Bitte einen Typ wählen" }),
  status: z.enum(EVENT_STATUSES, { message: "Bitte einen Status wählen" }),
  image_url: optionalUrl,
  online_url: optionalUrl.refine((v) => v === null || /^https?:\/\//i.test(v), "Bitte eine vollständige Adresse angeben (https://...)"),
  // null: no ticket offer in the structured data; 0: free
  price_eur: z
    .number({ error: "Bitte einen Betrag in Euro angeben, z. B. 49 oder 49,90" })
    .min(0, "Der Preis kann nicht negativ sein")
    .max(100_000)
    .nullish()
    .transform((v) => v ?? null),
  unchecked_en: uncheckedEnglishSchema("event"),
});

export const EVENT_DELETE_CONFIRM = "Sind Sie sicher, dass Sie dieses Event löschen möchten?";

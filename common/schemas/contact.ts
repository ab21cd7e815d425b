/**
 * @file The contact form's contract: POST /api/contact validates with `contactSchema`, the form uses the same limits
 * (`CONTACT_LIMITS`, common/contact-limits.ts: no zod in the public bundle) for its fields. Issue messages are ids of the public messages catalogue (`contact.v.*`), which
 * the worker turns into the sender's language; anything else becomes `contact.v.invalid`.
 *
 * POST /api/contact { name, email, phone?, subject, message } (+ optional form fields below; unknown fields are refused)
 *   201 { success: true }   stored (and staff notified, or the notification is retried by the cron)
 *   200 { success: true }   honeypot filled, or sent faster than MIN_FILL_MS or without elapsed_ms: nothing stored
 *   400 validation_failed (details.fields: field -> texts) | invalid_json | turnstile_missing | turnstile_failed
 *   413 payload_too_large   415 unsupported_media_type   429 rate_limited (Retry-After)
 */
import { z } from "zod";
import { CONTACT_LIMITS } from "../contact-limits";

/** A person needs longer than this from showing the form to sending it (the form sends `elapsed_ms`). */
export const MIN_FILL_MS = 3000;
/** Request bodies above this are refused with 413 before parsing (the longest valid message is far below). */
export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

// control characters (C0, DEL and C1, which holds NEL U+0085) and the Unicode line and paragraph separators (U+2028,
// U+2029): none in one-line fields, whose text reaches the staff mail's subject; the message may contain tabs and
// line breaks
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
const noControl = (v: string) => ![...v].some((ch) => isControl(ch.charCodeAt(0)));
const noControlButBreaks = (v: string) => ![...v].some((ch) => isControl(ch.charCodeAt(0)) && !"\t\n\r\u2028\u2029".includes(ch));

const line = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(noControl, "contact.v.control");

export const contactSchema = z.strictObject({
  name: line(CONTACT_LIMITS.name, "contact.v.nameRequired", "contact.v.nameTooLong"),
  email: z
    .string({ error: "contact.v.emailRequired" })
    .trim()
    .min(1, "contact.v.emailRequired")
    .max(CONTACT_LIMITS.email, "contact.v.emailInvalid")
    .pipe(z.email("contact.v.emailInvalid")),
  phone: z
    .string({ error: "contact.v.phoneInvalid" })
    .trim()
    .max(CONTACT_LIMITS.phone, "contact.v.phoneTooLong")
    .refine(noControl, "contact.v.control")
    .nullish()
    .transform((v) => v || null),
  subject: line(CONTACT_LIMITS.subject, "contact.v.subjectRequired", "contact.v.subjectTooLong"),
  message: z
    .string({ error: "contact.v.messageRequired" })
    .trim()
    .min(1, "contact.v.messageRequired")
    .max(CONTACT_LIMITS.message, "contact.v.messageTooLong")
    .refine(noControlButBreaks, "contact.v.control"),
  /** Honeypot: the form sends it empty; people never see it. */
  website: z.string().max(500).optional(),
  /** Milliseconds between showing the form and sending it; without it the request counts as too fast (a bot's). */
  elapsed_ms: z.number().int().min(0).max(1e10).optional(),
  /** Cloudflare Turnstile's response token (only when Turnstile is configured). */
  turnstile_token: z.string().max(4096).optional(),
  /** Language of the form: texts of the answer and of the stored message. */
  language: z.enum(["de", "en"]).optional(),
});

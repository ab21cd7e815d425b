/**
 * @file Free text that analytics stores (page titles, CTA texts, form error messages, utm_* values) is cleaned before
 * it is kept: markup stripped, e-mail addresses and phone numbers masked, control characters and runs of spaces
 * folded, the length capped. A visitor's form input or a pasted address must not end up in the analytics tables.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const EMAIL_ENCODED = /[\p{L}\p{N}._%+-]+(?:%40|%2540)[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
// nine or more digits (dates such as 12.03.2024 have eight), possibly with +, spaces, dots, slashes, dashes and brackets between them
const PHONE = /\+?\(?\d(?:[\s./()-]{0,3}\d){8,}/g;
const TAG = /<\/?[a-zA-Z!][^<>]*>?/g;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi;

export const MASKED_EMAIL = "[E-Mail]";
export const MASKED_PHONE = "[Telefon]";

/** The cleaned text, at most `max` characters, or null when nothing is left. */
export function cleanFreeText(raw: string | null | undefined, max: number): string | null {
  if (!raw) return null;
  const cleaned = raw
    .slice(0, 4 * max)
    .replace(TAG, " ")
    .replace(ENTITY, " ")
    .replace(/[<>]/g, " ")
    .replace(EMAIL, MASKED_EMAIL)
    .replace(EMAIL_ENCODED, MASKED_EMAIL)
    .replace(PHONE, MASKED_PHONE)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim();
  return cleaned ? [...cleaned].slice(0, max).join("").trim() : null;
}

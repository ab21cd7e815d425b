/**
 * @file The contact form's one call: POST /api/contact (contract: common/schemas/contact.ts). Turns every answer into
 * success or the error text of the specification's catalogue (spec 8); the response is read as text first, then
 * parsed, as the spec describes. A 400's per-field texts (already in the form's language) come back as `fields`.
 *
 * Hook for analytics: `onContactFormEvent(listener)` registers a listener (returns its removal) that hears
 * `{ type: "form_start" }` at the first typed value, `{ type: "form_submit" }` after a successful send and
 * `{ type: "form_error", error }` (the shown text) after a failed one. Nothing else is sent from here.
 */

import type { Locale } from "../../../common/locales";
import type { MessageId } from "../../../common/messages";
import { postJson } from "../../api/public-post";

export interface ContactPayload {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  /** The honeypot (sent empty by people), the fill time and, when configured, Turnstile's token. */
  website: string;
  elapsed_ms: number;
  turnstile_token?: string;
  language: Locale;
}

type FieldTexts = Record<string, string[] | undefined>;

/** Success, or an error: a catalogue message id, or the server's own error text (with its field texts). */
export type ContactResult =
  | { ok: true }
  | { ok: false; messageId: MessageId }
  | { ok: false; text: string; code?: string; fields?: FieldTexts };

export type ContactFormEvent = { type: "form_start" } | { type: "form_submit" } | { type: "form_error"; error: string };
type Listener = (event: ContactFormEvent) => void;
const listeners = new Set<Listener>();

/** @public The analytics hook point (see the file header). */
export function onContactFormEvent(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitContactFormEvent(event: ContactFormEvent) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // a listener's failure never breaks the form
    }
  }
}

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const errorText = (value: unknown): string | null =>
  value &&
  typeof value === "object" &&
  typeof (value as { error?: unknown }).error === "string" &&
  (value as { error: string }).error.trim()
    ? (value as { error: string }).error
    : null;

function serverError(json: unknown, text: string): ContactResult {
  const body = json as { code?: unknown; details?: { fields?: unknown } };
  const fields = body.details?.fields;
  return {
    ok: false,
    text,
    ...(typeof body.code === "string" ? { code: body.code } : {}),
    ...(fields && typeof fields === "object" ? { fields: fields as FieldTexts } : {}),
  };
}

export async function submitContact(payload: ContactPayload, fetchImpl: typeof fetch = fetch): Promise<ContactResult> {
  let res: Response;
  try {
    res = await postJson("contact", payload, fetchImpl);
  } catch {
    return { ok: false, messageId: "contact.err.network" };
  }
  let body: string;
  try {
    body = await res.text();
  } catch {
    return { ok: false, messageId: "contact.err.unreadable" };
  }
  const json = parse(body);
  if (!res.ok) {
    if (json !== undefined) {
      const text = errorText(json);
      return text ? serverError(json, text) : { ok: false, messageId: "contact.err.default" };
    }
    if (res.status === 404 || body.includes("Function not found")) return { ok: false, messageId: "contact.err.unavailable" };
    if (res.status >= 500) return { ok: false, messageId: "contact.err.server" };
    return { ok: false, messageId: "contact.err.default" };
  }
  if (json === undefined || json === null || typeof json !== "object") return { ok: false, messageId: "contact.err.unparseable" };
  if ((json as { success?: unknown }).success === true) return { ok: true };
  const text = errorText(json);
  return text ? { ok: false, text } : { ok: false, messageId: "contact.err.unknown" };
}

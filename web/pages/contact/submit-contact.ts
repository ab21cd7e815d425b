/**
 * @file Sends the contact form to POST /api/contact and turns every answer into success or the error text of the
 * specification's catalogue (spec 8). The response is read as text first, then parsed, as the spec describes.
 */
import type { MessageId } from "../../../common/messages";

export interface ContactPayload {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** Success, or an error: a catalogue message id, or the server's own error text. */
export type ContactResult = { ok: true } | { ok: false; messageId: MessageId } | { ok: false; text: string };

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

export async function submitContact(payload: ContactPayload, fetchImpl: typeof fetch = fetch): Promise<ContactResult> {
  let res: Response;
  try {
    res = await fetchImpl("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
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
      return text ? { ok: false, text } : { ok: false, messageId: "contact.err.default" };
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

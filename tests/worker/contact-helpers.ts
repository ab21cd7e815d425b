/** @file Helpers of the contact tests: a valid form body, a POST to /api/contact, the stored rows, a Turnstile double. */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { request } from "./helpers";

export const validBody = (extra: Record<string, unknown> = {}) => ({
  name: "Erika Mustermann",
  email: `erika-${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: "+49 89 1234567",
  subject: "Projektanfrage Datenplattform",
  message: "Guten Tag,\nwir suchen Unterstützung beim Aufbau einer Datenplattform.",
  elapsed_ms: 12_000,
  website: "",
  ...extra,
});

export function postContact(body: unknown, headers: Record<string, string> = {}) {
  return request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  status: string;
  spam: number;
  notified_at: string | null;
  notify_attempts: number;
  next_notify_at: string | null;
  notify_error: string | null;
  created_at: string;
}

export const storedMessages = async () => (await env.DB.prepare("SELECT * FROM contact_messages ORDER BY id").all<StoredMessage>()).results;

const mutableEnv = env as unknown as Record<string, string | undefined>;

/** Turns Turnstile on with a published dummy secret (1x... passes, 2x... fails) until the returned reset runs. */
export function configureTurnstile(secret: string) {
  mutableEnv.TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
  mutableEnv.TURNSTILE_SECRET_KEY = secret;
  return () => {
    mutableEnv.TURNSTILE_SITE_KEY = "";
    mutableEnv.TURNSTILE_SECRET_KEY = undefined;
  };
}

/**
 * Stubs fetch with siteverify's documented answers to the dummy secrets: 1x0000000000000000000000000000000AA always
 * passes, 2x0000000000000000000000000000000AA always fails (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
 */
export function stubSiteverify() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://challenges.cloudflare.com/turnstile/v0/siteverify")) throw new Error(`unexpected fetch ${url}`);
    const { secret } = JSON.parse(String(init?.body)) as { secret: string };
    if (secret.startsWith("1x"))
      return Response.json({ success: true, "error-codes": [], challenge_ts: new Date().toISOString(), hostname: "example.com" });
    return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
  });
}

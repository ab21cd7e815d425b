/**
 * @file Keeps the generic error screen's promise ("Our team has been automatically notified"): reports an unexpected
 * error to POST /api/client-errors (common/schemas/client-errors.ts) with only its message, the path (no query, no
 * hash) and the release (the name of this module's built file). Once per message and page load; failures are silent.
 */
import { postJson } from "../api/public-post";

const reported = new Set<string>();

/** The e-mail-like and long-number parts of a message are masked before it leaves the browser. */
const scrub = (text: string) => text.replace(/\S+@\S+/g, "[email]").replace(/\d[\d\s/-]{6,}\d/g, "[number]");

/** The build: this module's hashed file name (the same in every page of one deployment). */
function release(): string | undefined {
  return new URL(import.meta.url).pathname.split("/").pop()?.slice(0, 100);
}

export function reportClientError(error: unknown) {
  if (typeof window === "undefined") return;
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const message = scrub(raw).trim().slice(0, 500) || "Unknown error";
  if (reported.has(message)) return;
  reported.add(message);
  const body = { message, route: window.location.pathname.slice(0, 300), release: release() };
  postJson("client-errors", body, fetch, true).catch(() => undefined);
}

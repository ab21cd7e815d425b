/**
 * @file The server's copy of an editor's unsaved work (issue 46): while typing into a saved record, the form's values
 * go to /api/admin/<resource>/:id/autosave every few seconds (beside the live version, never published by it), so a
 * lost laptop or a cleared browser loses nothing either. The editor offers it back like a browser draft, whichever is
 * newer; a save or "Verwerfen" deletes it.
 */
import type { Draft } from "./draft-store";
import { withoutSecrets } from "./draft-store";

/** The editors whose records have a server autosave (worker/routes/admin/index.ts mounts it for these). */
export const SERVER_AUTOSAVED = new Set(["blog", "pages", "team", "events", "ai-content", "settings", "translations"]);

const url = (resource: string, recordId: number | string) => `/api/admin/${resource}/${encodeURIComponent(String(recordId))}/autosave`;

/** Plain fetch: a failure here is never shown as a save failure (the browser draft still holds the text). */
async function call(resource: string, recordId: number | string, init: RequestInit): Promise<Response | null> {
  try {
    const headers = { accept: "application/json", ...(init.body ? { "content-type": "application/json" } : {}) };
    return await fetch(url(resource, recordId), { ...init, headers, credentials: "same-origin" });
  } catch {
    return null;
  }
}

/** The signed-in person's server copy of the record, or null. */
export async function readServerDraft<V>(resource: string, recordId: number | string): Promise<Draft<V> | null> {
  const res = await call(resource, recordId, { method: "GET" });
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { version: number; values: V; saved_at: string } | null;
  return body && typeof body.saved_at === "string" && body.values
    ? { saved_at: body.saved_at, version: body.version, values: body.values }
    : null;
}

/** Stores the values as the person's server copy; true when the server has them. */
export async function writeServerDraft<V extends object>(resource: string, recordId: number | string, version: number, values: V) {
  const res = await call(resource, recordId, { method: "PUT", body: JSON.stringify({ version, values: withoutSecrets(values) }) });
  return res?.ok === true;
}

export async function deleteServerDraft(resource: string, recordId: number | string) {
  await call(resource, recordId, { method: "DELETE" });
}

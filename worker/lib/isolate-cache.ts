/**
 * @file A small in-memory copy of recently served cached answers, per isolate, in front of the Workers Cache API:
 * a hit then costs no cache I/O. Keys are the edge cache's keys (URL + content version + day + build + config),
 * so an entry can never be stale; old versions simply age out (least recently used first).
 */

interface Entry {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const MAX_ENTRIES = 64;
/** A few pages of about 70 KB each: far below an isolate's 128 MB. */
const MAX_BYTES = 8 * 1024 * 1024;

const entries = new Map<string, Entry>();
let bytes = 0;

export function rememberedResponse(key: string): Response | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  // most recently used last
  entries.delete(key);
  entries.set(key, entry);
  return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
}

export function remember(key: string, body: ArrayBuffer, res: Response) {
  if (body.byteLength > MAX_BYTES / 8 || entries.has(key)) return;
  entries.set(key, { body, status: res.status, headers: [...res.headers] });
  bytes += body.byteLength;
  for (const [oldest, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= entry.body.byteLength;
  }
}

/** Forgets every copy (tests that start a file on an empty database in a shared isolate). */
export function forgetRememberedResponses() {
  entries.clear();
  bytes = 0;
}

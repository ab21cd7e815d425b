/**
 * @file The public site's writes that must stay tiny (contact form, error reports, the consent-gated tracker): a
 * JSON POST and a beacon, without the typed client's weight in every public page's JavaScript. Admin and loader
 * calls go through web/api/client.ts.
 */

/** POSTs `body` as JSON to `/api/<path>`; rejects only when the network fails (the caller reads the status). */
export function postJson(path: string, body: unknown, fetchImpl: typeof fetch = fetch, keepalive = false): Promise<Response> {
  return fetchImpl(`/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}

/** Queues `body` for `/api/<path>` so it is sent even while the page is being closed. */
export const beacon = (path: string, body: unknown) => navigator.sendBeacon(`/api/${path}`, JSON.stringify(body));

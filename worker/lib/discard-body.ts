/** @file Reads away a request body that an early answer (401/403/413/429...) left unread, before the answer goes out. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Past this much, stop reading and cancel: the answer is a refusal anyway, and the stream may be endless. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * Under `wrangler dev` an answer sent while the client is still sending its body can drop the connection
 * ("Network connection lost", then a 500 from the local proxy for the next request too). Draining the body first
 * makes every client see the refusal; the bytes are read and thrown away, never buffered.
 */
export const discardUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const request = c.req.raw;
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    let seen = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      seen += chunk.value.byteLength;
      if (seen > MAX_DISCARD_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away or the stream was cut by a body limit: nothing left to drain
  }
});

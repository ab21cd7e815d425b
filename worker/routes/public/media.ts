/**
 * @file GET /media/<key>: uploaded files from R2 with their stored (sniffed) content type, `nosniff`, a CSP that
 * lets nothing run, and a long immutable cache (keys are never reused: each upload gets a fresh random key).
 * `?w=<width>` (one of MEDIA_WIDTHS) answers a resized WebP copy of a picture instead, `?og=1` its 1200×630 crop for
 * link previews (worker/domain/media/variants.ts). A file in the trash answers 404 at once, its copies too, and
 * again 200 after a restore (worker/domain/media/in-trash.ts); /media is outside the edge cache, so no copy outlives it.
 */
import { Hono } from "hono";
import { mediaWidthOf } from "../../../common/media";
import { MEDIA_CACHE_CONTROL } from "../../domain/media/cache-policy";
import { isInTrash } from "../../domain/media/in-trash";
import { variantFor } from "../../domain/media/variants";
import type { AppEnv } from "../../env";
import { notFoundResponse } from "../../lib/errors";

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}$/;

export const mediaRoutes = new Hono<AppEnv>().on(["GET", "HEAD"], "/:key", async (c) => {
  const key = c.req.param("key");
  if (!KEY_PATTERN.test(key)) return notFoundResponse(c);
  // the D1 lookup runs beside the R2 reads (no added round trip); handled here, awaited below
  const inTrash = isInTrash(c.var.db, key);
  inTrash.catch(() => undefined);
  const size = c.req.query("og") === "1" ? "og" : mediaWidthOf(c.req.query("w"));
  const stored = size ? await variantFor(c.env, key, size, inTrash) : key;
  const etagHeader = c.req.header("if-none-match");
  const [object, trashed] = await Promise.all([
    c.env.MEDIA.get(stored, etagHeader ? { onlyIf: { etagDoesNotMatch: etagHeader.replace(/^W\//, "").replaceAll('"', "") } } : undefined),
    inTrash,
  ]);
  if (!object || trashed) {
    if (object && "body" in object) await object.body.cancel();
    // no browser may keep the 404: after a restore the same address answers 200 again
    const res = notFoundResponse(c);
    res.headers.set("Cache-Control", "no-store");
    return res;
  }
  const headers = new Headers();
  headers.set("Content-Type", object.httpMetadata?.contentType ?? "application/octet-stream");
  headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(c.req.method === "HEAD" ? null : object.body, { headers });
});

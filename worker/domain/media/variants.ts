/**
 * @file Resized WebP copies of media-library pictures, made with the Cloudflare Images binding on the first request
 * for a width and kept in R2 next to the original (`variants/<width>/<key>.webp`), so each is computed once. A failed
 * transformation is remembered (an empty marker, `variants/failed/<width>/<key>`), so it is not tried on every request.
 */
import { MEDIA_WIDTHS } from "../../../common/media";
import { MEDIA_CACHE_CONTROL } from "./cache-policy";

const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

const variantKey = (key: string, width: number) => `variants/${width}/${key}.webp`;
const failedKey = (key: string, width: number) => `variants/failed/${width}/${key}`;

/** Every R2 key of an asset: the original, its copies and failure markers (deleting one never made is harmless). */
export const assetObjectKeys = (key: string) => [
  key,
  ...MEDIA_WIDTHS.map((width) => variantKey(key, width)),
  ...MEDIA_WIDTHS.map((width) => failedKey(key, width)),
];

/**
 * The R2 key to serve for `key` at `width`: the copy, made now if missing; the original when the file is no
 * resizable picture or the transformation fails (a picture is better served big than not at all).
 */
export async function variantFor(env: Pick<Env, "MEDIA" | "IMAGES">, key: string, width: number): Promise<string> {
  const target = variantKey(key, width);
  if (await env.MEDIA.head(target)) return target;
  if (await env.MEDIA.head(failedKey(key, width))) return key;
  const original = await env.MEDIA.get(key);
  if (!original || !RESIZABLE_TYPES.has(original.httpMetadata?.contentType ?? "")) {
    await original?.body.cancel();
    return key;
  }
  try {
    const result = await env.IMAGES.input(original.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp", quality: 78 });
    const bytes = await result.response().arrayBuffer();
    await env.MEDIA.put(target, bytes, { httpMetadata: { contentType: "image/webp", cacheControl: MEDIA_CACHE_CONTROL } });
    return target;
  } catch (err) {
    console.error(`media variant ${target} failed`, err);
    await env.MEDIA.put(failedKey(key, width), new Uint8Array(0)).catch(() => undefined);
    return key;
  }
}

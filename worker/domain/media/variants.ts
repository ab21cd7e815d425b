/**
 * @file Resized WebP copies of media-library pictures, made with the Cloudflare Images binding on the first request
 * for a width and kept in R2 next to the original (`variants/<width>/<key>.webp`), so each is computed once; and the
 * 1200×630 JPEG crop that link previews (Open Graph) show (`variants/og/<key>.jpg`, `?og=1`). A failed transformation
 * is remembered (an empty marker, `variants/failed/<size>/<key>`), so it is not tried on every request.
 */
import { MEDIA_WIDTHS } from "../../../common/media";
import { MEDIA_CACHE_CONTROL } from "./cache-policy";

const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);

/** A copy the pipeline makes: a width of the srcset, or the Open Graph crop. */
export type VariantSize = number | "og";

// link previews (Facebook, LinkedIn, messengers) read JPEG everywhere, WebP not everywhere
const variantKey = (key: string, size: VariantSize) => (size === "og" ? `variants/og/${key}.jpg` : `variants/${size}/${key}.webp`);
const failedKey = (key: string, size: VariantSize) => `variants/failed/${size}/${key}`;
const SIZES: VariantSize[] = [...MEDIA_WIDTHS, "og"];

/** Every R2 key of an asset: the original, its copies and failure markers (deleting one never made is harmless). */
export const assetObjectKeys = (key: string) => [
  key,
  ...SIZES.map((size) => variantKey(key, size)),
  ...SIZES.map((size) => failedKey(key, size)),
];

const transformOf = (size: VariantSize) =>
  size === "og"
    ? { transform: { width: 1200, height: 630, fit: "cover" as const }, output: { format: "image/jpeg" as const, quality: 82 } }
    : { transform: { width: size, fit: "scale-down" as const }, output: { format: "image/webp" as const, quality: 78 } };

/**
 * The R2 key to serve for `key` at `size`: the copy, made now if missing; the original when the file is no
 * resizable picture or the transformation fails (a picture is better served big than not at all). `inTrash`: no copy
 * is made of a file in the trash (the caller answers 404 for it; the lookup runs meanwhile, awaited only here).
 */
export async function variantFor(
  env: Pick<Env, "MEDIA" | "IMAGES">,
  key: string,
  size: VariantSize,
  inTrash: Promise<boolean> = Promise.resolve(false),
): Promise<string> {
  const target = variantKey(key, size);
  if (await env.MEDIA.head(target)) return target;
  if ((await env.MEDIA.head(failedKey(key, size))) || (await inTrash)) return key;
  const original = await env.MEDIA.get(key);
  if (!original || !RESIZABLE_TYPES.has(original.httpMetadata?.contentType ?? "")) {
    await original?.body.cancel();
    return key;
  }
  try {
    const { transform, output } = transformOf(size);
    const result = await env.IMAGES.input(original.body).transform(transform).output(output);
    const bytes = await result.response().arrayBuffer();
    await env.MEDIA.put(target, bytes, { httpMetadata: { contentType: output.format, cacheControl: MEDIA_CACHE_CONTROL } });
    return target;
  } catch (err) {
    console.error(`media variant ${target} failed`, err);
    await env.MEDIA.put(failedKey(key, size), new Uint8Array(0)).catch(() => undefined);
    return key;
  }
}

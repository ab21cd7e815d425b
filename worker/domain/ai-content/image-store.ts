/**
 * @file A generated image into the media library: base64 bytes or a downloaded URL are stored in R2 as an asset (the
 * upload's checks: type by magic bytes, 10 MB) and referenced by its /media/ URL, never hot-linked. A URL is fetched
 * only over https from a public address (worker/lib/public-url.ts), each redirect checked by the same rule (three at
 * most), within one time budget and never reading more than 10 MB.
 */
import { templateTranslation } from "../../../common/ai-templates";
import { MAX_UPLOAD_BYTES } from "../../../common/schemas/assets";
import { slugify } from "../../../common/slug";
import type { Deps } from "../../env";
import { isPublicHttpsUrl } from "../../lib/public-url";
import { storeOne } from "../media/store";
import { AiFailure, type GeneratedImage } from "./types";

export interface StoredImage {
  image_url: string;
  asset_id: number | null;
}

const MAX_REDIRECTS = 3;

/** Reads the body, refusing it as soon as it passes the upload limit (a missing or false Content-Length included). */
async function readCapped(res: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(res.headers.get("content-length") ?? 0) > MAX_UPLOAD_BYTES || !res.body) {
    await res.body?.cancel();
    throw new AiFailure("unreadable");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel();
      throw new AiFailure("unreadable");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

async function download(url: string, timeoutMs: number): Promise<Uint8Array<ArrayBuffer>> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isPublicHttpsUrl(target)) throw new AiFailure("unreadable");
    let res: Response;
    try {
      res = await fetch(target, { signal, redirect: "manual" });
    } catch (err) {
      throw new AiFailure((err as Error)?.name === "TimeoutError" ? "timeout" : "network");
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      const location = res.headers.get("location");
      if (!location || !URL.canParse(location, target)) throw new AiFailure("unreadable");
      target = new URL(location, target).href;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AiFailure(res.status === 500 ? "server_error" : "status", res.status);
    }
    try {
      return await readCapped(res);
    } catch (err) {
      if (err instanceof AiFailure) throw err;
      throw new AiFailure((err as Error)?.name === "TimeoutError" ? "timeout" : "network");
    }
  }
  throw new AiFailure("unreadable");
}

/** The image as a media-library asset; a stock image stays the static path it is. Throws AiFailure when unusable. */
export async function storeGeneratedImage(
  deps: Deps,
  image: GeneratedImage,
  meta: { title: string | null; alt_text: string; timeoutMs: number },
): Promise<StoredImage> {
  if (image.kind === "stock") return { image_url: image.path, asset_id: null };
  const bytes = image.kind === "bytes" ? image.bytes : await download(image.url, meta.timeoutMs);
  const name = `ai-${slugify(meta.title ?? meta.alt_text).slice(0, 50) || "bild"}.png`;
  // both alt texts, so the picture may go on a public page (worker/domain/media/alt-rule.ts); the English one is the
  // template translation the alt-text suggestion also falls back to, for the editor to refine in the library
  const alt_en = meta.alt_text.trim()
    ? templateTranslation({ text: meta.alt_text, source_language: "de", target_language: "en", context: "general" })
    : "";
  const stored = await storeOne(deps, new File([bytes], name), {
    alt_text: meta.alt_text,
    alt_en,
    description: "AI-generiert",
    tags: ["ai"],
  });
  if ("status" in stored) throw new AiFailure("unreadable");
  return { image_url: stored.url, asset_id: stored.id };
}

/**
 * @file A generated image into the media library: base64 bytes or a downloaded URL are stored in R2 as an asset (the
 * upload's checks: type by magic bytes, 10 MB) and referenced by its /media/ URL, never hot-linked.
 */
import { MAX_UPLOAD_BYTES } from "../../../common/schemas/assets";
import { slugify } from "../../../common/slug";
import type { Deps } from "../../env";
import { storeOne } from "../media/store";
import { AiFailure, type GeneratedImage } from "./types";

export interface StoredImage {
  image_url: string;
  asset_id: number | null;
}

async function download(url: string, timeoutMs: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!/^https?:\/\//i.test(url)) throw new AiFailure("unreadable");
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new AiFailure((err as Error)?.name === "TimeoutError" ? "timeout" : "network");
  }
  if (!res.ok) throw new AiFailure(res.status === 500 ? "server_error" : "status", res.status);
  if (Number(res.headers.get("content-length") ?? 0) > MAX_UPLOAD_BYTES) throw new AiFailure("unreadable");
  return new Uint8Array(await res.arrayBuffer());
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
  const stored = await storeOne(deps, new File([bytes], name), { alt_text: meta.alt_text, description: "AI-generiert", tags: ["ai"] });
  if ("status" in stored) throw new AiFailure("unreadable");
  return { image_url: stored.url, asset_id: stored.id };
}

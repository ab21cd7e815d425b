/**
 * @file Storing a file in the media library: type decided by its first bytes, 10 MB and 50 megapixels at most (an
 * image bomb of a few KB would otherwise reach visitors unresized), kept in R2 under a fresh
 * random key with the long cache policy, and its row and audit row in D1. Uploads and the AI studio's images use it.
 */
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, uploadNotAnImage, uploadTooLarge, uploadTooManyPixels } from "../../../common/schemas/assets";
import { slugify } from "../../../common/slug";
import { type Asset, assets } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { actorOf } from "../actor";
import { MEDIA_CACHE_CONTROL } from "./cache-policy";
import { detectFileType } from "./file-type";

const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, "");

export interface UploadFailure {
  file_name: string;
  error: string;
  status: 400 | 413 | 415;
}

/** Stores one file in R2 and the media library (type by magic bytes, 10 MB at most); the AI studio stores its images with it. */
export async function storeOne(
  deps: Deps,
  file: File,
  meta: { alt_text?: string; alt_en?: string; description?: string; tags: string[] },
): Promise<Asset | UploadFailure> {
  const fileName = (file.name || "datei").slice(0, 255);
  if (file.size > MAX_UPLOAD_BYTES) return { file_name: fileName, error: uploadTooLarge(fileName), status: 413 };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = detectFileType(bytes);
  if (!info) return { file_name: fileName, error: uploadNotAnImage(fileName), status: 415 };
  if (info.width !== null && info.height !== null && info.width * info.height > MAX_IMAGE_PIXELS)
    return { file_name: fileName, error: uploadTooManyPixels(fileName, info.width, info.height), status: 413 };
  const key = `${slugify(withoutExtension(fileName)).slice(0, 60) || "datei"}-${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}.${info.ext}`;
  await deps.env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: info.mime, cacheControl: MEDIA_CACHE_CONTROL },
    customMetadata: { original_filename: encodeURIComponent(fileName) },
  });
  const db = deps.db;
  try {
    const [[row]] = await db.batch([
      db
        .insert(assets)
        .values({
          filename: key,
          original_filename: fileName,
          url: `/media/${key}`,
          alt_text: meta.alt_text ?? withoutExtension(fileName).slice(0, 500),
          alt_en: meta.alt_en ?? "",
          description: meta.description ?? "",
          tags: meta.tags,
          mime_type: info.mime,
          file_size: bytes.byteLength,
          width: info.width,
          height: info.height,
          uploaded_by: actorOf(deps).id,
        })
        .returning(),
      auditInsert(deps, { action: "create", entity: "asset", details: { key, file_name: fileName, size: bytes.byteLength } }),
    ]);
    return row;
  } catch (err) {
    // no row, no object: an orphan in R2 would be served but never listed
    await deps.env.MEDIA.delete(key);
    throw err;
  }
}

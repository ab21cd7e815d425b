/**
 * @file Assets admin API (the media library in R2; the blog's image picker uses it too). Contract:
 * - GET /api/admin/assets?q=&type=all|images|documents&page=1&per_page=48 (per_page <= 200) -> JSON array of
 *   assets, newest first; `q` searches file name, alt text, description and tags; total in `X-Total-Count`.
 *   Asset fields: id, key, url, file_name, mime_type, size, width, height, alt_text, description, tags, created_at
 *   (and the entity's own names: filename (= key), original_filename (= file_name), file_size (= size), updated_at).
 *   `url` is a site path (`/media/<key>`), served publicly with long immutable caching.
 * - GET /:id -> one asset. Permission assets.view.
 * - POST / multipart: one or more `file` fields (each <= 10 MB, JPEG/PNG/WebP/GIF/AVIF/PDF by magic bytes),
 *   optional `alt_text` (default: file name without extension), `description`, `tags` (JSON list or comma text).
 *   Each file is checked on its own: 201 `{ uploaded: Asset[], errors: { file_name, error }[] }` when at least
 *   one file landed; otherwise 413 / 415 / 400 `{ error, details: { errors } }`. Permission assets.manage.
 * - PUT|PATCH /:id `{ alt_text?, alt_en?, description?, tags? }` (alt_text German, alt_en English: a picture needs both
 *   before the pickers put it on a public page), DELETE /:id[?force=true] moves it to the trash (409 asset_in_use with
 *   `details.used_in` while a post, page, member, event or AI entry still names it, unless forced). assets.manage.
 * - POST /:id/alt-suggestion `{ context? }` -> `{ alt_text, alt_en, source, provider_error }`: an AI suggestion from the
 *   file name, description, tags and context (the AI studio's provider, limit and budget; the template without one).
 *   assets.manage + ai.use.
 */

import { and, desc, like, not, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { splitCommaList } from "../../../common/comma-list";
import {
  ASSET_MESSAGES,
  altSuggestionRequestSchema,
  assetListQuery,
  assetUpdateSchema,
  MAX_FILES_PER_UPLOAD,
} from "../../../common/schemas/assets";
import { type Asset, assets } from "../../db/schema";
import { suggestAltTexts } from "../../domain/media/alt-suggestion";
import { deleteAsset, findAsset, updateAsset } from "../../domain/media/library";
import { storeOne, type UploadFailure } from "../../domain/media/store";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { ApiError, badRequest } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

function assetJson(a: Asset) {
  return {
    id: a.id,
    key: a.filename,
    url: a.url,
    file_name: a.original_filename,
    mime_type: a.mime_type,
    size: a.file_size,
    width: a.width,
    height: a.height,
    alt_text: a.alt_text,
    alt_en: a.alt_en,
    description: a.description,
    tags: a.tags,
    created_at: a.created_at,
    updated_at: a.updated_at,
    filename: a.filename,
    original_filename: a.original_filename,
    file_size: a.file_size,
  };
}

function parseTags(raw: string | File | null): string[] {
  if (typeof raw !== "string" || !raw.trim()) return [];
  let list: unknown = null;
  try {
    list = JSON.parse(raw);
  } catch {
    list = splitCommaList(raw);
  }
  if (!Array.isArray(list)) list = splitCommaList(raw);
  return [
    ...new Set(
      (list as unknown[])
        .filter((t): t is string => typeof t === "string")
        .map((t) => t.trim().slice(0, 60))
        .filter(Boolean),
    ),
  ].slice(0, 30);
}

const textField = (raw: string | File | null, max: number) => (typeof raw === "string" ? raw.trim().slice(0, max) : undefined);
const forceQuery = z.object({ force: z.enum(["true", "false"]).optional() });
const UPLOAD_CODES = { 400: "upload_failed", 413: "payload_too_large", 415: "unsupported_media_type" } as const;

export const adminAssetRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("assets.view"), validate("query", assetListQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const typeFilter =
      q.type === "images" ? like(assets.mime_type, "image/%") : q.type === "documents" ? not(like(assets.mime_type, "image/%")) : undefined;
    const where = and(searchAny(q.q, [assets.original_filename, assets.alt_text, assets.description, sql`${assets.tags}`]), typeFilter);
    const [rows, [{ total }]] = await db.batch([
      db.select().from(assets).where(where).orderBy(desc(assets.created_at), desc(assets.id)).limit(q.per_page).offset(offsetOf(q)),
      db.select({ total: countAll }).from(assets).where(where),
    ]);
    return pagedJson(c, rows.map(assetJson), total, q);
  })
  .get("/:id", requirePermission("assets.view"), validate("param", idParam), async (c) => {
    return c.json(assetJson(await findAsset(depsOf(c), c.req.valid("param").id)));
  })
  .post("/", requirePermission("assets.manage"), async (c) => {
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
      throw new ApiError(415, "unsupported_media_type", "Erwartet wird multipart/form-data");
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("invalid_form_data", "Ungültige Formulardaten");
    }
    const files = [...form.getAll("file"), ...form.getAll("files")].filter((f): f is File => typeof f !== "string");
    if (!files.length)
      throw badRequest("validation_failed", "Keine Datei angegeben", { fields: { file: ["Bitte mindestens eine Datei wählen"] } });
    if (files.length > MAX_FILES_PER_UPLOAD) throw badRequest("validation_failed", `Höchstens ${MAX_FILES_PER_UPLOAD} Dateien je Upload`);
    const meta = {
      alt_text: textField(form.get("alt_text"), 500) || undefined,
      alt_en: textField(form.get("alt_en"), 500),
      description: textField(form.get("description"), 2000),
      tags: parseTags(form.get("tags")),
    };
    const uploaded: ReturnType<typeof assetJson>[] = [];
    const failures: UploadFailure[] = [];
    for (const file of files) {
      const result = await storeOne(depsOf(c), file, meta);
      if ("status" in result) failures.push(result);
      else uploaded.push(assetJson(result));
    }
    const errors = failures.map(({ file_name, error }) => ({ file_name, error }));
    if (uploaded.length) return c.json({ uploaded, errors }, 201);
    const statuses = new Set(failures.map((f) => f.status));
    const status = statuses.size === 1 ? failures[0].status : 400;
    throw new ApiError(status, UPLOAD_CODES[status], failures.length === 1 ? failures[0].error : ASSET_MESSAGES.uploadFailedDefault, {
      errors,
    });
  })
  .on(
    ["PUT", "PATCH"],
    "/:id",
    requirePermission("assets.manage"),
    validate("param", idParam),
    validate("json", assetUpdateSchema),
    async (c) => c.json(assetJson(await updateAsset(depsOf(c), c.req.valid("param").id, c.req.valid("json")))),
  )
  .post(
    "/:id/alt-suggestion",
    requirePermission("assets.manage", "ai.use"),
    validate("param", idParam),
    validate("json", altSuggestionRequestSchema),
    async (c) => c.json(await suggestAltTexts(depsOf(c), c.req.valid("param").id, c.req.valid("json").context)),
  )
  .delete("/:id", requirePermission("assets.manage"), validate("param", idParam), validate("query", forceQuery), async (c) => {
    await deleteAsset(depsOf(c), c.req.valid("param").id, c.req.valid("query").force === "true");
    return c.body(null, 204);
  });

/** @file Asset rules: upload limits and messages, the metadata edit, and the list filter; screen and API share them. */
import { z } from "zod";
import { textList } from "./fields";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files per upload request (each is checked on its own). */
export const MAX_FILES_PER_UPLOAD = 20;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
const DOCUMENT_TYPES = ["application/pdf"] as const;
export type AssetMimeType = (typeof IMAGE_TYPES)[number] | (typeof DOCUMENT_TYPES)[number];
/** What the upload accepts (the file input's `accept` and the browser's check before sending). */
export const UPLOAD_TYPES: readonly string[] = [...IMAGE_TYPES, ...DOCUMENT_TYPES];

export const uploadTooLarge = (fileName: string) => `Die Datei "${fileName}" ist zu groß. Maximale Größe: 10MB`;
export const uploadNotAnImage = (fileName: string) => `Die Datei "${fileName}" ist kein Bild.`;
/** Pictures above this many pixels are refused: decoding them would take more memory than resizing may use. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const uploadTooManyPixels = (fileName: string, width: number, height: number) =>
  `Das Bild "${fileName}" ist mit ${width} × ${height} Pixeln zu groß. Erlaubt sind höchstens 50 Megapixel (z. B. 8.000 × 6.000 Pixel).`;

export const ASSET_MESSAGES = {
  uploadFailedPrefix: "Fehler beim Hochladen: ",
  uploadFailedDefault: "Upload fehlgeschlagen",
  uploaded: "Bilder erfolgreich hochgeladen!",
  deleted: "Asset erfolgreich gelöscht",
  deleteFailed: "Löschen fehlgeschlagen",
  updateFailed: "Fehler beim Aktualisieren",
  copyUrlFailed: "Fehler beim Kopieren der URL",
  copyMarkdownFailed: "Fehler beim Kopieren des Markdown-Codes",
  loadFailed: "Fehler beim Laden der Assets",
  empty: "Keine Assets vorhanden",
  noneFound: "Keine Assets gefunden",
  deleteConfirm: "Sind Sie sicher, dass Sie dieses Asset löschen möchten?",
} as const;

export const assetUpdateSchema = z
  .object({
    alt_text: z.string().trim().max(500),
    alt_en: z.string().trim().max(500),
    description: z.string().trim().max(2000),
    tags: textList(30, 60),
  })
  .partial()
  .strict();

/** What an alt-text suggestion may know besides the file: where the picture is going (e.g. the post's title). */
export const altSuggestionRequestSchema = z
  .object({
    context: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();

const ASSET_FILTERS = ["all", "images", "documents"] as const;

export const assetListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(48),
  q: z.string().trim().max(200).optional(),
  type: z.enum(ASSET_FILTERS).default("all"),
});

/** An asset as the API sends it (see worker/routes/admin/assets.ts for the contract). */
export interface AssetRecord {
  id: number;
  key: string;
  url: string;
  file_name: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt_text: string;
  alt_en: string;
  description: string;
  tags: string[];
  created_at: string;
  updated_at: string;
  filename: string;
  original_filename: string;
  file_size: number;
}

/**
 * @file The content export (docs/backup.md, schema docs/content-export.schema.json): which tables it holds, in insert
 * order, and the columns that point to staff accounts (not exported: they are emptied, the author's name stays).
 * Besides the content it carries what a move must not lose: the roles with their permissions, the redirects and the
 * AI studio's entries; `npm run export` writes the media files beside it (scripts/export.ts).
 */

export const CONTENT_EXPORT_FORMAT = "consulting-site-content";

export const CONTENT_EXPORT_TABLES = [
  "permissions",
  "roles",
  "role_permissions",
  "site_settings",
  "translations",
  "pages",
  "page_sections",
  "page_translations",
  "team_members",
  "events",
  "blog_posts",
  "ai_generated_content",
  "redirects",
  "assets",
] as const;
export type ContentExportTable = (typeof CONTENT_EXPORT_TABLES)[number];

/** Columns that reference admin_users: an export carries no accounts, so these are null in it. */
const STAFF_REFERENCES: Partial<Record<ContentExportTable, string[]>> = {
  blog_posts: ["author_id"],
  assets: ["uploaded_by"],
};

export interface ContentExport {
  format: typeof CONTENT_EXPORT_FORMAT;
  version: 1;
  exported_at: string;
  /** The newest applied migration of the exporting instance. */
  schema_version: string | null;
  /** Rows as stored (JSON columns as JSON text, booleans as 0/1), ordered by row id. */
  content: Record<ContentExportTable, Record<string, unknown>[]>;
  /**
   * The media library's files (not their bytes): key, size, content type; `npm run export` adds each file's SHA-256 and
   * R2 metadata and writes the bytes to a folder beside the document (docs/backup.md).
   */
  media: ContentExportMedia[];
}

export interface ContentExportMedia {
  key: string;
  size: number;
  content_type: string | null;
  sha256?: string;
  cache_control?: string | null;
  custom_metadata?: Record<string, string> | null;
}

/** The document from the tables' stored rows (worker and CLI build it the same way); media = the media library's files. */
export function buildContentExport(
  rows: Record<ContentExportTable, Record<string, unknown>[]>,
  schemaVersion: string | null,
  now: Date,
): ContentExport {
  const content = Object.fromEntries(
    CONTENT_EXPORT_TABLES.map((name) => {
      const cleared = STAFF_REFERENCES[name] ?? [];
      return [name, rows[name].map((row) => (cleared.length ? { ...row, ...Object.fromEntries(cleared.map((c) => [c, null])) } : row))];
    }),
  ) as ContentExport["content"];
  const media = content.assets.map((a) => ({
    key: String(a.filename),
    size: Number(a.file_size),
    content_type: (a.mime_type as string | null) ?? null,
  }));
  return { format: CONTENT_EXPORT_FORMAT, version: 1, exported_at: now.toISOString(), schema_version: schemaVersion, content, media };
}

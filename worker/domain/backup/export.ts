/**
 * @file The whole site's content as one JSON document (common/content-export.ts; schema docs/content-export.schema.json,
 * built from the drizzle tables by contentExportSchema so a schema change shows up as a failing test until the
 * published file is regenerated). Read in one D1 batch like a backup.
 */
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { type SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { buildContentExport, CONTENT_EXPORT_FORMAT, CONTENT_EXPORT_TABLES, type ContentExport } from "../../../common/content-export";
import * as schema from "../../db/schema";
import type { Deps } from "../../env";

const tableByName = new Map(
  (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable)).map((t) => [getTableName(t), t]),
);

export async function exportContent({ env }: Deps, now = new Date()): Promise<ContentExport> {
  const d1 = env.DB;
  const [migration, ...tables] = await d1.batch([
    d1.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1"),
    ...CONTENT_EXPORT_TABLES.map((name) => d1.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)),
  ]);
  const rows = Object.fromEntries(CONTENT_EXPORT_TABLES.map((name, i) => [name, tables[i].results])) as Parameters<
    typeof buildContentExport
  >[0];
  return buildContentExport(rows, ((migration.results[0] as { name?: string } | undefined)?.name ?? null) as string | null, now);
}

/** JSON Schema type of a stored value of this column (booleans are 0/1, JSON columns are JSON text). */
function columnSchema(column: SQLiteColumn) {
  const base =
    column.columnType === "SQLiteInteger" || column.columnType === "SQLiteBoolean" || column.columnType === "SQLiteTimestamp"
      ? "integer"
      : column.columnType === "SQLiteReal"
        ? "number"
        : "string";
  return { type: column.notNull ? base : [base, "null"] };
}

function tableSchema(name: string) {
  const table = tableByName.get(name) as SQLiteTable;
  const columns = Object.values(getTableColumns(table) as Record<string, SQLiteColumn>);
  return {
    type: "array",
    items: {
      type: "object",
      properties: Object.fromEntries(columns.map((c) => [c.name, columnSchema(c)])),
      required: columns.map((c) => c.name),
      additionalProperties: false,
    },
  };
}

/** The published JSON Schema of the export (docs/content-export.schema.json is this, pretty-printed). */
export function contentExportSchema() {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://github.com/consulting-site/content-export.schema.json",
    title: "Content export of the consulting site",
    type: "object",
    required: ["format", "version", "exported_at", "schema_version", "content", "media"],
    additionalProperties: false,
    properties: {
      format: { const: CONTENT_EXPORT_FORMAT },
      version: { const: 1 },
      exported_at: { type: "string", format: "date-time" },
      schema_version: { type: ["string", "null"] },
      content: {
        type: "object",
        required: [...CONTENT_EXPORT_TABLES],
        additionalProperties: false,
        properties: Object.fromEntries(CONTENT_EXPORT_TABLES.map((name) => [name, tableSchema(name)])),
      },
      media: {
        type: "array",
        items: {
          type: "object",
          required: ["key", "size", "content_type"],
          additionalProperties: false,
          properties: {
            key: { type: "string" },
            size: { type: "integer" },
            content_type: { type: ["string", "null"] },
            // written by `npm run export`, which copies the files too (scripts/export.ts)
            sha256: { type: "string", pattern: "^[0-9a-f]{64}$" },
            cache_control: { type: ["string", "null"] },
            custom_metadata: { type: ["object", "null"], additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}

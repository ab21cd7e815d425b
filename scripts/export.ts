/**
 * @file Writes the content export (the same document as GET /api/admin/backups/export) to stdout or a file.
 * Usage: npm run export -- [--out content.json] [--remote]
 * Reads each table in pages (scripts/lib/d1.ts, queryPages) and prints a progress line per table on stderr.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildContentExport, CONTENT_EXPORT_TABLES } from "../common/content-export.ts";
import { PAGE_ROWS, query, queryPages } from "./lib/d1.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, remote: { type: "boolean", default: false } } });
const remote = values.remote ?? false;
// each table in pages of PAGE_ROWS rows (one wrangler call each), with a progress line per table on stderr
const rows = Object.fromEntries(
  CONTENT_EXPORT_TABLES.map((table) => {
    const all = queryPages(table, remote, (n) => {
      if (n >= PAGE_ROWS) process.stderr.write(`  ${table}: ${n} rows…\r`);
    });
    console.error(`  ${table}: ${all.length} rows`);
    return [table, all];
  }),
) as Parameters<typeof buildContentExport>[0];
const version = query<{ name: string }>("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1", remote)[0]?.name ?? null;
const text = `${JSON.stringify(buildContentExport(rows, version, new Date()), null, 1)}\n`;
if (values.out) {
  writeFileSync(values.out, text);
  console.error(`Wrote ${values.out}.`);
} else process.stdout.write(text);

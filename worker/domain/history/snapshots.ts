/**
 * @file A record's whole state as one JSON object, built by SQLite inside the save batch (so a revision holds exactly
 * what was stored), and read back into the row's own types (booleans, JSON lists) for diff and restore.
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

type Columns = Record<string, SQLiteColumn>;

/** `json_object('name', "table"."name", ...)` over every column; JSON columns embed as JSON, not as text. */
export function jsonObjectOf(table: SQLiteTable, extra: SQL[] = []): SQL {
  const parts = Object.values(getTableColumns(table) as Columns).map((column) =>
    column.dataType === "json" ? sql`${sql.raw(`'${column.name}'`)}, json(${column})` : sql`${sql.raw(`'${column.name}'`)}, ${column}`,
  );
  return sql`json_object(${sql.join([...parts, ...extra], sql`, `)})`;
}

/** The row of `table` with this id as a JSON object (an SQL expression, for an insert in the same batch). */
export const rowSnapshot = (table: SQLiteTable & { id: SQLiteColumn }, id: number | SQL): SQL =>
  sql`(SELECT ${jsonObjectOf(table)} FROM ${table} WHERE ${table.id} = ${id})`;

/** `'key', (SELECT json_group_array(...) FROM child WHERE ...)`: a child table's rows as an array inside a snapshot. */
export function childArray(key: string, table: SQLiteTable, where: SQL, orderBy: SQL): SQL {
  return sql`${sql.raw(`'${key}'`)}, (SELECT coalesce(json_group_array(json(item)), json('[]')) FROM (SELECT ${jsonObjectOf(table)} AS item FROM ${table} WHERE ${where} ORDER BY ${orderBy}))`;
}

/**
 * A snapshot's values as the row's own types (e.g. 0/1 -> boolean): what drizzle returns for a select. A column added
 * after the snapshot was taken (blog_posts.tags_en) stays absent, so a re-insert takes its default and a restore's
 * schema its default, instead of a null that a NOT NULL column or a list field refuses.
 */
export function decodeSnapshot<T extends SQLiteTable>(table: T, snapshot: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Columns)) {
    const value = snapshot[column.name];
    if (value === undefined) continue;
    if (value === null) row[key] = null;
    else if (column.dataType === "json") row[key] = value;
    else row[key] = column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

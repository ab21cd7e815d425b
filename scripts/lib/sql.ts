/** @file Pure SQL text helpers for seed and admin scripts (no I/O, usable in tests too). */

/** A SQL literal: strings quoted with '' escaping, booleans as 0/1, arrays and objects as JSON text. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** `INSERT INTO table (cols) VALUES (...)` for one record. */
export function insert(table: string, record: Record<string, unknown>, suffix = ""): string {
  const cols = Object.keys(record);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => literal(record[c])).join(", ")})${suffix ? ` ${suffix}` : ""};`;
}

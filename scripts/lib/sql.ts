/** @file Pure SQL text helpers for seed and admin scripts (no I/O, usable in tests too). */

/**
 * Characters a quoted SQL literal does not carry safely through a SQL file (`wrangler d1 execute --file` and the local
 * runner read SQL text: a NUL ends it, a carriage return may be rewritten): every C0 control character except tab and
 * newline, and DEL. They are written as `char(n)` and joined to the quoted runs with `||`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to write as char(n)
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** A string as SQL text: quoted runs with '' escaping, control characters as `char(n)`, so any text round-trips. */
function textLiteral(text: string): string {
  if (!UNSAFE.test(text)) return `'${text.replaceAll("'", "''")}'`;
  const parts: string[] = [];
  let run = "";
  for (const ch of text) {
    if (UNSAFE.test(ch)) {
      if (run) parts.push(`'${run.replaceAll("'", "''")}'`);
      run = "";
      parts.push(`char(${ch.codePointAt(0)})`);
    } else run += ch;
  }
  if (run) parts.push(`'${run.replaceAll("'", "''")}'`);
  // a parenthesised expression: safe wherever a literal stands (VALUES, WHERE, SET)
  return `(${parts.join(" || ")})`;
}

/** A SQL literal: strings quoted with '' escaping (control characters as char(n)), booleans as 0/1, arrays and objects as JSON text. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return textLiteral(typeof value === "string" ? value : JSON.stringify(value));
}

/** `INSERT INTO table (cols) VALUES (...)` for one record. */
export function insert(table: string, record: Record<string, unknown>, suffix = ""): string {
  const cols = Object.keys(record);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => literal(record[c])).join(", ")})${suffix ? ` ${suffix}` : ""};`;
}

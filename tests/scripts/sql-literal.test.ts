/**
 * @file The SQL a restore writes, run in a real SQLite: the literal writer (scripts/lib/sql.ts; restore, import and seed)
 * round-trips any text through SQL text, and the id counters of a backup (worker/domain/backup/format.ts) are carried.
 */
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { insert, literal } from "../../scripts/lib/sql.ts";
import { sequenceStatements } from "../../worker/domain/backup/sequences.ts";

const controls = [...Array.from({ length: 32 }, (_, i) => i), 127].map((n) => String.fromCharCode(n));
const samples = [
  ...controls.map((c) => `a${c}b`),
  controls.join(""),
  `Anführungszeichen ' und '' , Emoji 👩‍💻🎉, Umlaute äöüß, CRLF\r\nZeile${"\u0000"}Ende`,
  "\u0000",
  "",
  "plain text",
];

/** Runs the statements as one SQL text (as `wrangler d1 execute --file` gets them) and reads the rows back. */
function roundTrip(values: unknown[]): unknown[] {
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, j TEXT)");
  db.exec(values.map((v, i) => insert("t", { id: i + 1, v, j: { v } })).join("\n"));
  const rows = db.prepare("SELECT v, j, length(CAST(v AS BLOB)) AS bytes FROM t ORDER BY id").all() as {
    v: string | null;
    j: string;
    bytes: number | null;
  }[];
  db.close();
  return rows.map((r, i) => {
    // the stored bytes are the value's UTF-8 (a NUL must not cut the text short)
    if (typeof values[i] === "string") expect(r.bytes).toBe(Buffer.byteLength(values[i] as string));
    expect(JSON.parse(r.j)).toEqual({ v: values[i] });
    return r.v;
  });
}

describe("literal", () => {
  it("round-trips every control character 0..31 and 127, emoji and quotes into SQLite", () => {
    expect(roundTrip(samples)).toEqual(samples);
  });

  it("writes control characters other than tab and newline as char(n), the rest as one quoted literal", () => {
    expect(literal("a\u0000b")).toBe("('a' || char(0) || 'b')");
    expect(literal("x\r\ny")).toBe("('x' || char(13) || '\ny')");
    expect(literal("it's\tok\n")).toBe("'it''s\tok\n'");
    expect(literal("\u007f")).toBe("(char(127))");
  });

  it("keeps NULL, booleans, numbers and JSON", () => {
    expect([literal(null), literal(undefined), literal(true), literal(false), literal(42), literal(["a"])]).toEqual([
      "NULL",
      "NULL",
      "1",
      "0",
      "42",
      `'["a"]'`,
    ]);
  });
});

describe("sequenceStatements", () => {
  it("raises the AUTOINCREMENT counters of a freshly restored database to the backup's, never lowers one", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE posts (id INTEGER PRIMARY KEY AUTOINCREMENT, t TEXT); CREATE TABLE pages (id INTEGER PRIMARY KEY AUTOINCREMENT, t TEXT)",
    );
    // the restore: rows 1 and 2 (post 3 was in the trash when the backup was made, its counter 3); pages had none left
    db.exec([insert("posts", { id: 1, t: "a" }), insert("posts", { id: 2, t: "b" })].join("\n"));
    db.exec(sequenceStatements({ posts: 3, pages: 7 }).join("\n"));
    db.exec(sequenceStatements({ posts: 1 }).join("\n"));
    db.exec("INSERT INTO posts (t) VALUES ('neu'); INSERT INTO pages (t) VALUES ('neu')");
    expect(db.prepare("SELECT max(id) AS id FROM posts").get()).toEqual({ id: 4 });
    expect(db.prepare("SELECT max(id) AS id FROM pages").get()).toEqual({ id: 8 });
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_sequence").get()).toEqual({ n: 2 });
    db.close();
  });

  it("refuses a counter that is not a table name and a count", () => {
    expect(() => sequenceStatements({ "x'; DROP TABLE posts; --": 1 })).toThrow(/bad id counter/);
    expect(() => sequenceStatements({ posts: -1 })).toThrow(/bad id counter/);
    expect(sequenceStatements(undefined)).toEqual([]);
  });
});

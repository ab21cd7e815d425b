/**
 * @file The archive reader works by stream (issue 43): lines are cut from chunks of any size, an archive many times
 * larger than the longest line the reader may hold is read and verified, and damaged archives are refused with the
 * file's name.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readArchive, readArchiveStream, splitLines } from "../../scripts/lib/backup-archive.ts";

const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

async function* chunked(data: Buffer, size: (i: number) => number) {
  for (let at = 0, i = 0; at < data.length; i++) {
    const n = Math.max(1, size(i));
    yield data.subarray(at, at + n);
    at += n;
  }
}

async function collect(lines: AsyncIterable<Buffer>) {
  const out: string[] = [];
  for await (const line of lines) out.push(line.toString("utf8"));
  return out;
}

/** An archive in the download's format: `rows` rows of about 400 bytes in one table and the given media files. */
function archiveBytes(rows: number, media: Buffer[], tamper = false): Buffer {
  const rowLines = Array.from({ length: rows }, (_, i) => JSON.stringify({ id: i + 1, body: `Zeile ${i + 1} äöü ${"x".repeat(380)}` }));
  const mediaEntries = media.map((data, i) => ({ key: `m/${i}.bin`, sha256: sha(data), size: data.length, content_type: null }));
  const manifest = {
    type: "manifest",
    format: "consulting-site-backup",
    version: 1,
    backup_id: "2026-11-26T03-15-00-000Z",
    schema_version: null,
    tables: [
      { name: "blog_posts", rows, sha256: sha(rowLines.map((r) => `${r}\n`).join("")) },
      { name: "empty", rows: 0, sha256: sha("") },
    ],
    media: mediaEntries,
  };
  if (tamper) rowLines[rows - 1] = rowLines[rows - 1].replace("Zeile", "Zeilf");
  const lines = [
    JSON.stringify(manifest),
    JSON.stringify({ type: "table", name: "blog_posts", rows }),
    ...rowLines,
    JSON.stringify({ type: "table", name: "empty", rows: 0 }),
    ...media.map((data, i) => JSON.stringify({ type: "media", ...mediaEntries[i], data: data.toString("base64") })),
  ];
  return gzipSync(`${lines.join("\n")}\n`);
}

describe("splitLines", () => {
  const text = 'eins\nzwei mit ä und 🙂\n\n{"a":1}\nletzte ohne Zeilenende';
  const expected = text.split("\n");
  it.each([1, 2, 3, 7, 1000])("cuts chunks of %i bytes into the same lines as one split", async (size) =>
    expect(await collect(splitLines(chunked(Buffer.from(text), () => size)))).toEqual(expected),
  );
  it("refuses a line longer than its limit, naming it", async () =>
    await expect(
      collect(
        splitLines(
          chunked(Buffer.from(`kurz\n${"y".repeat(100)}\n`), () => 8),
          50,
        ),
      ),
    ).rejects.toThrow(/line 2 is longer than 50 bytes/));
});

describe("readArchiveStream", () => {
  it("reads and verifies an archive far larger than the longest line it may hold, from small chunks", async () => {
    const picture = Buffer.alloc(600 * 1024, 7);
    picture.write("PNG", 0);
    const gz = archiveBytes(20_000, [picture, Buffer.from("zweite Datei")]);
    const progress: string[] = [];
    const limit = 1024 * 1024;
    // the archive inflates to ~9 MB; the reader is allowed to hold only 1 MiB of one line
    const archive = await readArchiveStream(
      chunked(gz, (i) => 1 + ((i * 7919) % 65_536)),
      { maxLineBytes: limit, progress: (m) => progress.push(m) },
    );
    const inflated = 20_000 * 400;
    expect(inflated).toBeGreaterThan(5 * limit);
    expect(archive.tables.map((t) => [t.name, t.rows.length])).toEqual([
      ["blog_posts", 20_000],
      ["empty", 0],
    ]);
    expect(archive.tables[0].rows[19_999]).toMatchObject({ id: 20_000 });
    expect(archive.media.map((m) => m.size)).toEqual([picture.length, 12]);
    expect(readFileSync(archive.media[0].file).equals(picture)).toBe(true);
    expect(progress).toContain("  table blog_posts: 20000 rows");
    expect(progress.at(-1)).toMatch(/media 2\/2: m\/1.bin/);
  });

  it("refuses a table whose rows do not match the manifest's checksum", async () =>
    await expect(readArchiveStream(chunked(archiveBytes(10, [], true), () => 4096))).rejects.toThrow(
      /table blog_posts does not match its checksum/,
    ));

  it("names the file when the archive is damaged or no archive", async () => {
    const dir = mkdtempSync(join(tmpdir(), "archive-test-"));
    const cut = join(dir, "cut.ndjson.gz");
    const gz = archiveBytes(100, [Buffer.from("x")]);
    writeFileSync(cut, gz.subarray(0, gz.length - 40));
    await expect(readArchive(cut)).rejects.toThrow(new RegExp(`^${cut}: `));
    const other = join(dir, "other.ndjson.gz");
    writeFileSync(other, gzipSync('{"hello":1}\n'));
    await expect(readArchive(other)).rejects.toThrow(`${other}: it is not a backup archive`);
  });
});

/**
 * @file The archive reader works by stream (issue 43): lines are cut from chunks of any size, a media line's base64 is
 * decoded piece by piece and never held whole, an archive many times larger than the longest line the reader may hold
 * is read and verified, and damaged archives are refused with the file's name and what is wrong.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ArchiveLineParser } from "../../scripts/lib/archive-lines.ts";
import { readArchive, scanArchiveStream } from "../../scripts/lib/backup-archive.ts";

const sha = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

async function* chunked(data: Buffer, size: (i: number) => number) {
  for (let at = 0, i = 0; at < data.length; i++) {
    const n = Math.max(1, size(i));
    yield data.subarray(at, at + n);
    at += n;
  }
}

/** Feeds chunks to a parser; ordinary lines as text, media lines as their fields plus the decoded data. */
function parse(chunks: Iterable<Buffer>, maxLineBytes = 1024) {
  const out: unknown[] = [];
  let largestWrite = 0;
  const parser = new ArchiveLineParser(
    {
      line: (line) => out.push(line.toString("utf8")),
      media: () => {
        const parts: Buffer[] = [];
        return {
          write: (bytes) => {
            largestWrite = Math.max(largestWrite, bytes.length);
            parts.push(Buffer.from(bytes));
          },
          end: (fields) => out.push({ ...fields, data: Buffer.concat(parts).toString("utf8") }),
        };
      },
    },
    maxLineBytes,
  );
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { out, largestWrite };
}

function* pieces(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
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

describe("ArchiveLineParser", () => {
  const media = (text: string, extra = "") =>
    `{"type":"media","key":"a b.png","sha256":"x","content_type":null${extra},"data":"${Buffer.from(text).toString("base64")}"}`;
  const text = `eins\nzwei mit ä und 🙂\n\n${media("Bild 🙂 ".repeat(50))}\n{"a":1}\n${media("")}\nletzte ohne Zeilenende`;
  const expected = [
    "eins",
    "zwei mit ä und 🙂",
    "",
    { type: "media", key: "a b.png", sha256: "x", content_type: null, data: "Bild 🙂 ".repeat(50) },
    '{"a":1}',
    { type: "media", key: "a b.png", sha256: "x", content_type: null, data: "" },
    "letzte ohne Zeilenende",
  ];
  it.each([1, 2, 3, 7, 1000])("cuts chunks of %i bytes into the same lines and media as one pass", (size) =>
    expect(parse(pieces(Buffer.from(text), size)).out).toEqual(expected),
  );

  it("streams a media line far longer than the longest line it may hold, in pieces no larger than a chunk", () => {
    const data = "x".repeat(200_000);
    const { out, largestWrite } = parse(pieces(Buffer.from(`${media(data, ',"cache_control":"public"')}\n`), 4096), 100);
    expect(out).toEqual([{ type: "media", key: "a b.png", sha256: "x", content_type: null, cache_control: "public", data }]);
    expect(largestWrite).toBeLessThanOrEqual(4096);
  });

  it("refuses an ordinary line longer than its limit, naming it", () =>
    expect(() => parse(pieces(Buffer.from(`kurz\n${"y".repeat(100)}\n`), 8), 50)).toThrow(/line 2 is longer than 50 bytes/));

  it("refuses a media line that is cut off, or has no data", () => {
    expect(() => parse([Buffer.from(media("abc").slice(0, 60))])).toThrow(/ends inside media line 1: it is cut off/);
    expect(() => parse([Buffer.from(`${media("abc").slice(0, 76)}\n`)])).toThrow(/data of media line 1 is cut off/);
    expect(() => parse([Buffer.from('{"type":"media","key":"k"}\n')])).toThrow(/media line 1 has no data/);
  });
});

describe("scanArchiveStream", () => {
  it("reads and verifies an archive far larger than the longest line it may hold, from small chunks", async () => {
    const picture = Buffer.alloc(600 * 1024, 7);
    picture.write("PNG", 0);
    const gz = archiveBytes(20_000, [picture, Buffer.from("zweite Datei")]);
    const progress: string[] = [];
    const limit = 1024 * 1024;
    // the archive inflates to ~9 MB; the reader is allowed to hold only 1 MiB of one line
    const rows: Record<string, unknown>[] = [];
    const archive = await scanArchiveStream(
      chunked(gz, (i) => 1 + ((i * 7919) % 65_536)),
      { maxLineBytes: limit, progress: (m) => progress.push(m), onRow: (_, row) => rows.push(row) },
    );
    const inflated = 20_000 * 400;
    expect(inflated).toBeGreaterThan(5 * limit);
    expect(archive.tables).toEqual([
      { name: "blog_posts", rows: 20_000 },
      { name: "empty", rows: 0 },
    ]);
    expect(rows[19_999]).toMatchObject({ id: 20_000 });
    expect(archive.media.map((m) => m.size)).toEqual([picture.length, 12]);
    expect(readFileSync(archive.media[0].file).equals(picture)).toBe(true);
    expect(progress).toContain("  table blog_posts: 20000 rows");
    expect(progress.at(-1)).toMatch(/media 2\/2: m\/1.bin/);
  });

  it("refuses a table whose rows do not match the manifest's checksum", async () =>
    await expect(scanArchiveStream(chunked(archiveBytes(10, [], true), () => 4096))).rejects.toThrow(
      /table blog_posts does not match its checksum/,
    ));

  it("refuses a media file whose bytes do not match the manifest, and media the manifest does not list", async () => {
    const good = gunzipSync(archiveBytes(3, [Buffer.from("Bild")])).toString("utf8");
    const swapped = good.replace(Buffer.from("Bild").toString("base64"), Buffer.from("Bilc").toString("base64"));
    await expect(scanArchiveStream([gzipSync(swapped)])).rejects.toThrow("media m/0.bin does not match its checksum");
    // the media line's key, not the manifest's
    const at = good.lastIndexOf('"key":"m/0.bin"');
    const renamed = `${good.slice(0, at)}"key":"fremd.bin"${good.slice(at + '"key":"m/0.bin"'.length)}`;
    await expect(scanArchiveStream([gzipSync(renamed)])).rejects.toThrow("media fremd.bin is not listed in the manifest");
  });

  it("names the file when the archive is damaged or no archive", async () => {
    const dir = mkdtempSync(join(tmpdir(), "archive-test-"));
    const cut = join(dir, "cut.ndjson.gz");
    const gz = archiveBytes(100, [Buffer.from("x")]);
    writeFileSync(cut, gz.subarray(0, gz.length - 40));
    await expect(readArchive(cut)).rejects.toThrow(`${cut}: its gzip data is damaged or cut off (zlib: unexpected end of file)`);
    const plain = join(dir, "plain.ndjson");
    writeFileSync(plain, '{"type":"manifest"}\n');
    await expect(readArchive(plain)).rejects.toThrow(`${plain}: its gzip data is damaged or cut off (zlib: incorrect header check)`);
    const other = join(dir, "other.ndjson.gz");
    writeFileSync(other, gzipSync('{"hello":1}\n'));
    await expect(readArchive(other)).rejects.toThrow(`${other}: it is not a backup archive`);
  });
});

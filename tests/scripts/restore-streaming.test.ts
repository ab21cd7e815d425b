/**
 * @file `npm run restore` works by stream and in batches (issue 43): an archive assembled from streams (never whole in
 * memory, here either) with 112 MiB of media, one file of 64 MiB among them, and 30,000 rows is restored against a
 * fake wrangler (--remote) with a 1 MiB SQL batch size. Every SQL file stays within the batch size, every row and every
 * media byte arrives, and the restore's peak memory exceeds that of the same rows with one tiny media file by less
 * than half its largest media file: no step holds a media file (or its base64 line) or the archive whole.
 */
import { createCipheriv, createHash } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { runWithStubWrangler } from "./wrangler-stub.ts";

const MiB = 1024 * 1024;

/** Deterministic incompressible bytes of media file `index`, produced in 3 MiB pieces (AES-CTR over zeros). */
function* mediaPieces(index: number, size: number): Generator<Buffer> {
  const cipher = createCipheriv("aes-128-ctr", Buffer.alloc(16, index + 1), Buffer.alloc(16));
  const zeros = Buffer.alloc(3 * MiB);
  for (let left = size; left > 0; left -= zeros.length) yield cipher.update(zeros.subarray(0, Math.min(left, zeros.length)));
}

const rowLine = (i: number) => JSON.stringify({ id: i + 1, title: `Beitrag ${i + 1} „Größe“`, body: `${"Text äöü ".repeat(28)}${i}` });

/**
 * Writes an archive in the download's format to `file`, line by line through gzip: the manifest's checksums come from
 * a first pass over the same generated streams.
 */
async function writeArchive(file: string, rows: number, mediaSizes: number[]) {
  const tableHash = createHash("sha256");
  for (let i = 0; i < rows; i++) tableHash.update(`${rowLine(i)}\n`);
  const media = mediaSizes.map((size, i) => {
    const hash = createHash("sha256");
    for (const piece of mediaPieces(i, size)) hash.update(piece);
    return { key: `bild-${i}.png`, sha256: hash.digest("hex"), size, content_type: "image/png", cache_control: "public, max-age=60" };
  });
  const manifest = {
    type: "manifest",
    format: "consulting-site-backup",
    version: 1,
    backup_id: "2026-11-26T03-15-00-000Z",
    schema_version: null,
    tables: [{ name: "blog_posts", rows, sha256: tableHash.digest("hex") }],
    media,
  };
  async function* lines() {
    yield `${JSON.stringify(manifest)}\n${JSON.stringify({ type: "table", name: "blog_posts", rows })}\n`;
    for (let i = 0; i < rows; i++) yield `${rowLine(i)}\n`;
    for (const [i, m] of media.entries()) {
      const { size: _, ...fields } = m;
      yield `${JSON.stringify({ type: "media", ...fields }).slice(0, -1)},"data":"`;
      // 3 MiB pieces are a multiple of 3 bytes: their base64 joins without padding in between
      for (const piece of mediaPieces(i, m.size)) yield piece.toString("base64");
      yield '"}\n';
    }
  }
  await pipeline(Readable.from(lines()), createGzip({ level: 1 }), createWriteStream(file));
  return media;
}

/** Runs the restore against the stub with a preload that writes the process's peak RSS (KiB) to a file at exit. */
function restoreMeasured(archive: string, dir: string) {
  const rssFile = join(dir, `rss-${Math.random().toString(36).slice(2)}`);
  const preload = join(dir, "peak-rss.cjs");
  writeFileSync(
    preload,
    `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));`,
  );
  const run = runWithStubWrangler(
    "scripts/restore.ts",
    [archive, "--remote"],
    { SQL_BATCH_BYTES: String(MiB) },
    { nodeArgs: ["-r", preload] },
  );
  return { run, peakRssBytes: Number(readFileSync(rssFile, "utf8")) * 1024 };
}

describe("npm run restore of a large archive", () => {
  it("writes SQL files of bounded size and streams every media file, with memory bounded by neither", async () => {
    const dir = mkdtempSync(join(tmpdir(), "restore-streaming-"));
    const rows = 30_000;
    const sizes = [64 * MiB, ...Array.from({ length: 12 }, (_, i) => 4 * MiB + i)];
    const big = join(dir, "big.ndjson.gz");
    const media = await writeArchive(big, rows, sizes);
    const tiny = join(dir, "tiny.ndjson.gz");
    await writeArchive(tiny, rows, [1000]);

    const small = restoreMeasured(tiny, dir);
    expect(small.run.status, small.run.stderr).toBe(0);
    const { run, peakRssBytes } = restoreMeasured(big, dir);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(`Restored backup 2026-11-26T03-15-00-000Z: ${rows} rows in 1 tables, ${sizes.length} media objects`);

    // the rows: one `d1 execute --file` per SQL file, each within the 1 MiB batch size, together all 30,000 inserts
    const sqlFiles = run.files.filter((f) => f.file.endsWith(".sql"));
    const rowBytes = rows * rowLine(rows).length;
    expect(sqlFiles.length).toBeGreaterThanOrEqual(Math.floor(rowBytes / MiB));
    for (const f of sqlFiles) expect(f.size).toBeLessThanOrEqual(MiB);
    expect(run.calls.filter((c) => c[0] === "d1" && c[1] === "execute" && c.includes("--file"))).toHaveLength(sqlFiles.length);

    // the media: every file put with its bytes, content type and cache policy
    const puts = run.calls.filter((c) => c[0] === "r2" && c[2] === "put");
    expect(puts.map((c) => c[3])).toEqual(media.map((m) => `consulting-site-media/${m.key}`));
    for (const put of puts) expect(put.slice(-4)).toEqual(["--content-type", "image/png", "--cache-control", "public, max-age=60"]);
    expect(run.files.filter((f) => !f.file.endsWith(".sql")).map((f) => [f.size, f.sha256])).toEqual(media.map((m) => [m.size, m.sha256]));

    // 150 MB of base64 passed through; holding the 64 MiB file (or its 85 MiB line of base64) would show here
    expect(peakRssBytes - small.peakRssBytes).toBeLessThan(sizes[0] / 2);
  }, 120_000);
});

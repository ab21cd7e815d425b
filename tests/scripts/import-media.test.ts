/**
 * @file `npm run import` carries the media files (issue 43): run against a fake wrangler (--remote), it puts every file
 * of the export's media folder with its content type and cache policy, and refuses, before any wrangler call, an
 * export whose files are missing or changed unless --skip-media says to go without them.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildContentExport, CONTENT_EXPORT_TABLES } from "../../common/content-export.ts";
import { runWithStubWrangler } from "./wrangler-stub.ts";

const files = { "bild a.png": Buffer.from("PNG Bild A"), "dokument.pdf": Buffer.alloc(70_000, 3) };

/** An export with two media files listed (hash and metadata as `npm run export` writes them) and their folder. */
function exportWithMedia() {
  const dir = mkdtempSync(join(tmpdir(), "import-media-"));
  const empty = Object.fromEntries(CONTENT_EXPORT_TABLES.map((t) => [t, []])) as unknown as Parameters<typeof buildContentExport>[0];
  const doc = buildContentExport(empty, null, new Date());
  doc.media = Object.entries(files).map(([key, data]) => ({
    key,
    size: data.length,
    content_type: key.endsWith(".pdf") ? "application/pdf" : "image/png",
    sha256: createHash("sha256").update(data).digest("hex"),
    cache_control: "public, max-age=31536000, immutable",
    custom_metadata: { original_filename: encodeURIComponent(key) },
  }));
  const document = join(dir, "content.json");
  writeFileSync(document, JSON.stringify(doc));
  mkdirSync(join(dir, "content.media"));
  for (const [key, data] of Object.entries(files)) writeFileSync(join(dir, "content.media", encodeURIComponent(key)), data);
  return { dir, document };
}

describe("npm run import with media", () => {
  it("puts every media file of the folder beside the export, with its bytes and metadata", () => {
    const { document } = exportWithMedia();
    const run = runWithStubWrangler("scripts/import.ts", [document, "--remote"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/and 2 media files/);
    const puts = run.calls.filter((c) => c[0] === "r2" && c[2] === "put");
    expect(puts.map((c) => [c[3], ...c.slice(-4)])).toEqual([
      ["consulting-site-media/bild a.png", "--content-type", "image/png", "--cache-control", "public, max-age=31536000, immutable"],
      ["consulting-site-media/dokument.pdf", "--content-type", "application/pdf", "--cache-control", "public, max-age=31536000, immutable"],
    ]);
    const put = run.files.filter((f) => !f.file.endsWith(".sql")).map((f) => f.sha256);
    expect(put).toEqual(Object.values(files).map((data) => createHash("sha256").update(data).digest("hex")));
  });

  it("refuses a missing or changed file before any wrangler call, and goes without media only with --skip-media", () => {
    const { dir, document } = exportWithMedia();
    writeFileSync(join(dir, "content.media", "dokument.pdf"), Buffer.alloc(70_000, 4));
    const changed = runWithStubWrangler("scripts/import.ts", [document, "--remote"]);
    expect(changed.status).toBe(2);
    expect(changed.stderr).toMatch(/does not hold the 2 files the export lists \(1 problems: dokument.pdf does not match its SHA-256\)/);
    expect(changed.calls).toEqual([]);

    const elsewhere = runWithStubWrangler("scripts/import.ts", [document, "--remote", "--media", join(dir, "nirgends")]);
    expect(elsewhere.status).toBe(2);
    expect(elsewhere.stderr).toMatch(/2 problems: bild a.png is missing; dokument.pdf is missing/);
    expect(elsewhere.calls).toEqual([]);

    const skipped = runWithStubWrangler("scripts/import.ts", [document, "--remote", "--skip-media"]);
    expect(skipped.status, skipped.stderr).toBe(0);
    expect(skipped.calls.some((c) => c[0] === "r2")).toBe(false);
    expect(skipped.stdout).toMatch(/--skip-media: the 2 media files the export lists were not imported/);
  });
});

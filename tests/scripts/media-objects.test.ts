/**
 * @file Media objects go into and out of a local R2 bucket with their metadata and in parts (issue 43): a file larger
 * than the part size is put as a multipart upload and a small one in one put, both read back by stream with the same
 * bytes, content type, cache policy and custom metadata (restore and import used to drop all but the content type).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { getLocalMedia, type LocalBucket, putLocalMedia } from "../../scripts/lib/media-objects.ts";

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

it("puts and gets objects with their metadata, the large one in parts", async () => {
  const dir = mkdtempSync(join(tmpdir(), "media-objects-"));
  const partBytes = 5 * 1024 * 1024;
  const objects = [
    { key: "gross.png", data: randomBytes(3 * partBytes + 7) },
    { key: "klein.pdf", data: randomBytes(1000) },
  ];
  const meta = (key: string) => ({
    content_type: key.endsWith(".pdf") ? "application/pdf" : "image/png",
    cache_control: "public, max-age=31536000, immutable",
    custom_metadata: { original_filename: encodeURIComponent(`Datei ${key}`) },
  });
  const proxy = await getPlatformProxy<{ MEDIA: LocalBucket }>({ persist: { path: join(dir, "state") } });
  try {
    for (const { key, data } of objects) {
      writeFileSync(join(dir, key), data);
      await putLocalMedia(proxy.env.MEDIA, key, join(dir, key), meta(key), partBytes);
    }
    for (const { key, data } of objects) {
      const got = await getLocalMedia(proxy.env.MEDIA, key, join(dir, `${key}.back`));
      expect(got).toEqual({ sha256: sha(data), size: data.length, ...meta(key) });
      expect(sha(readFileSync(join(dir, `${key}.back`)))).toBe(sha(data));
    }
    expect(await getLocalMedia(proxy.env.MEDIA, "fehlt.png", join(dir, "fehlt"))).toBeNull();
  } finally {
    await proxy.dispose();
  }
}, 60_000);

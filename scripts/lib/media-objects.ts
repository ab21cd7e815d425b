/**
 * @file Media objects into and out of an R2 bucket with their metadata (content type, cache policy, custom metadata),
 * by stream or in parts of bounded size, never a whole object in one buffer: the local bucket through wrangler's
 * platform proxy (multipart uploads of 8 MiB parts), the deployed one through `wrangler r2 object get/put`.
 * Used by restore, export and import.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, createWriteStream, openSync, readSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface MediaMetadata {
  content_type: string | null;
  cache_control?: string | null;
  custom_metadata?: Record<string, string> | null;
}

interface HttpMetadata {
  contentType?: string;
  cacheControl?: string;
}
interface PutOptions {
  httpMetadata?: HttpMetadata;
  customMetadata?: Record<string, string>;
}

/** The parts of a local R2 binding (wrangler's platform proxy) used here; the node scripts do not load the Workers types. */
export interface LocalBucket {
  put(key: string, value: Uint8Array, options?: PutOptions): Promise<unknown>;
  createMultipartUpload(
    key: string,
    options?: PutOptions,
  ): Promise<{
    uploadPart(partNumber: number, value: Uint8Array): Promise<{ partNumber: number; etag: string }>;
    complete(parts: { partNumber: number; etag: string }[]): Promise<unknown>;
    abort(): Promise<void>;
  }>;
  get(key: string): Promise<{
    body: ReadableStream<Uint8Array>;
    httpMetadata?: HttpMetadata;
    customMetadata?: Record<string, string>;
  } | null>;
}

/** R2's multipart parts must be at least 5 MiB (but the last); 8 MiB is the most a put holds in memory. */
const PART_BYTES = 8 * 1024 * 1024;

/** The media folder of an export beside its document (content.json -> content.media); one file per object. */
export const mediaFolderOf = (documentFile: string) => `${documentFile.replace(/\.json$/i, "")}.media`;

/** An object's file in such a folder: its key URI-encoded (a key may hold any character). */
export const mediaFileName = (key: string) => encodeURIComponent(key);

const putOptions = (meta: MediaMetadata): PutOptions => {
  const httpMetadata: HttpMetadata = {};
  if (meta.content_type) httpMetadata.contentType = meta.content_type;
  if (meta.cache_control) httpMetadata.cacheControl = meta.cache_control;
  return {
    httpMetadata,
    ...(meta.custom_metadata && Object.keys(meta.custom_metadata).length ? { customMetadata: meta.custom_metadata } : {}),
  };
};

/** Puts `file` under `key` into a local bucket: one put up to PART_BYTES, a multipart upload of PART_BYTES parts above. */
export async function putLocalMedia(
  bucket: LocalBucket,
  key: string,
  file: string,
  meta: MediaMetadata,
  partBytes = PART_BYTES,
): Promise<void> {
  const size = statSync(file).size;
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(Math.min(partBytes, Math.max(size, 1)));
    const readPart = () => {
      let filled = 0;
      while (filled < buffer.length) {
        const n = readSync(fd, buffer, filled, buffer.length - filled, null);
        if (!n) break;
        filled += n;
      }
      return buffer.subarray(0, filled);
    };
    if (size <= partBytes) {
      await bucket.put(key, readPart(), putOptions(meta));
      return;
    }
    const upload = await bucket.createMultipartUpload(key, putOptions(meta));
    try {
      const parts: { partNumber: number; etag: string }[] = [];
      for (let part = readPart(), n = 1; part.length; part = readPart(), n++) parts.push(await upload.uploadPart(n, part));
      await upload.complete(parts);
    } catch (err) {
      await upload.abort().catch(() => undefined);
      throw err;
    }
  } finally {
    closeSync(fd);
  }
}

/** Streams a local object into `file`; its SHA-256, size and metadata, or null when there is no such object. */
export async function getLocalMedia(
  bucket: LocalBucket,
  key: string,
  file: string,
): Promise<(MediaMetadata & { sha256: string; size: number }) | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const { sha256, size } = await streamToFile(object.body, file);
  return {
    sha256,
    size,
    content_type: object.httpMetadata?.contentType ?? null,
    cache_control: object.httpMetadata?.cacheControl ?? null,
    custom_metadata: object.customMetadata && Object.keys(object.customMetadata).length ? object.customMetadata : null,
  };
}

/** Writes a stream of bytes to `file`, hashing them on the way. */
export async function streamToFile(source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>, file: string) {
  const hash = createHash("sha256");
  let size = 0;
  const input = source instanceof ReadableStream ? Readable.fromWeb(source as never) : Readable.from(source);
  await pipeline(
    input,
    async function* (chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return { sha256: hash.digest("hex"), size };
}

const wranglerEnv = () => ({ ...process.env, WRANGLER_SEND_METRICS: "false" });

/** `wrangler r2 object put <bucket>/<key> --file` (wrangler streams the file); custom metadata is not a wrangler option. */
export function putRemoteMedia(bucket: string, remoteArgs: string[], key: string, file: string, meta: MediaMetadata): void {
  const options = [
    ...(meta.content_type ? ["--content-type", meta.content_type] : []),
    ...(meta.cache_control ? ["--cache-control", meta.cache_control] : []),
  ];
  execFileSync("wrangler", ["r2", "object", "put", `${bucket}/${key}`, ...remoteArgs, "--file", file, ...options], {
    stdio: "ignore",
    env: wranglerEnv(),
  });
}

/**
 * The bytes of a deployed object as a stream (`wrangler r2 object get --pipe`, read as it comes); a failed call
 * ends the stream with an error naming the object.
 */
export async function* remoteObjectStream(bucket: string, remoteArgs: string[], key: string): AsyncGenerator<Buffer> {
  const child = spawn("wrangler", ["r2", "object", "get", `${bucket}/${key}`, ...remoteArgs, "--pipe"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv(),
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  for await (const chunk of child.stdout) yield chunk as Buffer;
  const code = await exited;
  if (code !== 0) throw new Error(`wrangler r2 object get ${bucket}/${key} failed: ${stderr.trim().split("\n").at(-1) ?? code}`);
}

/** The bytes of a small deployed object (a manifest), or null when wrangler cannot get it. */
export function remoteObjectBytes(bucket: string, remoteArgs: string[], key: string): Buffer | null {
  try {
    return execFileSync("wrangler", ["r2", "object", "get", `${bucket}/${key}`, ...remoteArgs, "--pipe"], {
      env: wranglerEnv(),
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

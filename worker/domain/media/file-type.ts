/**
 * @file What an uploaded file really is, from its first bytes (never its name or the browser's claim), and the
 * pixel size of images read from their headers. Accepted: JPEG, PNG, WebP, GIF, AVIF and PDF; SVG is refused
 * because it can carry script.
 */
import type { AssetMimeType } from "../../../common/schemas/assets";

export interface FileInfo {
  mime: AssetMimeType;
  ext: string;
  width: number | null;
  height: number | null;
}

const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);

/** JPEG: walk the marker segments to the first start-of-frame, which holds height and width. */
function jpegSize(b: Uint8Array): [number, number] | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return [u16be(b, at + 7), u16be(b, at + 5)];
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (ascii(b, 12, "VP8 ") && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  if (ascii(b, 12, "VP8L") && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(b, 12, "VP8X")) return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  return null;
}

/** AVIF (ISO-BMFF): the image spatial extents box `ispe` carries the size. */
function avifSize(b: Uint8Array): [number, number] | null {
  const end = Math.min(b.length - 16, 1 << 16);
  for (let at = 0; at <= end; at++) {
    if (ascii(b, at, "ispe")) return [u32be(b, at + 8), u32be(b, at + 12)];
  }
  return null;
}

const isAvif = (b: Uint8Array) => {
  if (!ascii(b, 4, "ftyp")) return false;
  const boxEnd = Math.min(u32be(b, 0), b.length, 64);
  for (let at = 8; at + 4 <= boxEnd; at += 4) if (ascii(b, at, "avif") || ascii(b, at, "avis")) return true;
  return false;
};

/** The file's real type and size, or null when it is none of the accepted types (or a broken image). */
export function detectFileType(bytes: Uint8Array): FileInfo | null {
  const b = bytes;
  let size: [number, number] | null = null;
  let mime: AssetMimeType | null = null;
  let ext = "";
  if (b.length >= 12 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    [mime, ext, size] = ["image/jpeg", "jpg", jpegSize(b)];
  } else if (b.length >= 24 && ascii(b, 0, "\x89PNG\r\n\x1a\n") && ascii(b, 12, "IHDR")) {
    [mime, ext, size] = ["image/png", "png", [u32be(b, 16), u32be(b, 20)]];
  } else if (b.length >= 10 && (ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"))) {
    [mime, ext, size] = ["image/gif", "gif", [u16le(b, 6), u16le(b, 8)]];
  } else if (b.length >= 30 && ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    [mime, ext, size] = ["image/webp", "webp", webpSize(b)];
  } else if (b.length >= 16 && isAvif(b)) {
    [mime, ext, size] = ["image/avif", "avif", avifSize(b)];
  } else if (b.length >= 8 && ascii(b, 0, "%PDF-")) {
    return { mime: "application/pdf", ext: "pdf", width: null, height: null };
  }
  if (!mime || !size || size[0] < 1 || size[1] < 1) return null;
  return { mime, ext, width: size[0], height: size[1] };
}

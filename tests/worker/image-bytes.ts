/** @file Minimal but well-formed file headers of each accepted type (and some refused ones) for upload tests. */
const bytes = (...parts: (number[] | string | Uint8Array)[]): Uint8Array<ArrayBuffer> => {
  const out: number[] = [];
  for (const p of parts) {
    if (typeof p === "string") for (const ch of p) out.push(ch.charCodeAt(0));
    else out.push(...p);
  }
  return new Uint8Array(out);
};
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

export const png = (w: number, h: number) =>
  bytes("\x89PNG\r\n\x1a\n", be32(13), "IHDR", be32(w), be32(h), [8, 6, 0, 0, 0], [0, 0, 0, 0], be32(0), "IEND", [0xae, 0x42, 0x60, 0x82]);
export const jpeg = (w: number, h: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0],
    be16(16),
    "JFIF\0",
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
export const gif = (w: number, h: number) => bytes("GIF89a", le16(w), le16(h), [0, 0, 0], ";");
export const webp = (w: number, h: number) =>
  bytes("RIFF", [30, 0, 0, 0], "WEBP", "VP8X", [10, 0, 0, 0], [0, 0, 0, 0], le24(w - 1), le24(h - 1), [0, 0, 0, 0]);
export const avif = (w: number, h: number) =>
  bytes(be32(24), "ftyp", "avif", be32(0), "mif1", "miaf", be32(20), "ispe", be32(0), be32(w), be32(h));
export const pdf = () => bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
export const svg = () => bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const html = () => bytes("<!doctype html><script>alert(1)</script>");

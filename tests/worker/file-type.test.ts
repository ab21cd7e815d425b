import { describe, expect, it } from "vitest";
import { detectFileType } from "../../worker/domain/media/file-type";
import { avif, gif, html, jpeg, pdf, png, svg, webp } from "./image-bytes";

describe("detectFileType", () => {
  it("recognises each accepted type by its bytes and reads the pixel size", () => {
    expect(detectFileType(png(640, 480))).toEqual({ mime: "image/png", ext: "png", width: 640, height: 480 });
    expect(detectFileType(jpeg(1920, 1080))).toEqual({ mime: "image/jpeg", ext: "jpg", width: 1920, height: 1080 });
    expect(detectFileType(gif(32, 16))).toEqual({ mime: "image/gif", ext: "gif", width: 32, height: 16 });
    expect(detectFileType(webp(800, 600))).toEqual({ mime: "image/webp", ext: "webp", width: 800, height: 600 });
    expect(detectFileType(avif(1024, 768))).toEqual({ mime: "image/avif", ext: "avif", width: 1024, height: 768 });
    expect(detectFileType(pdf())).toEqual({ mime: "application/pdf", ext: "pdf", width: null, height: null });
  });

  it("refuses SVG, HTML, empty and truncated images", () => {
    expect(detectFileType(svg())).toBeNull();
    expect(detectFileType(html())).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(jpeg(10, 10).slice(0, 12))).toBeNull();
    expect(detectFileType(png(0, 10))).toBeNull();
  });
});

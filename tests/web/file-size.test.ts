import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../common/file-size";

// Admin spec, constants: 'Asset size format | Bytes, KB, MB, GB with 2 decimals'.
describe("formatFileSize", () => {
  it("shows whole bytes below 1 KB, and 0 Bytes for nothing or nonsense", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });

  it("shows KB, MB and GB with two decimals", () => {
    expect(formatFileSize(1024)).toBe("1.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10.00 MB");
    expect(formatFileSize(1234567890)).toBe("1.15 GB");
  });

  it("stays in GB above 1024 GB", () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe("2048.00 GB");
  });
});

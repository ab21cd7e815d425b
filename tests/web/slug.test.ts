import { describe, expect, it } from "vitest";
import { slugify } from "../../common/slug";

describe("slugify", () => {
  it("transliterates umlauts and ß, then applies the spec rule", () => {
    expect(slugify("Größere Änderungen für Übermorgen")).toBe("groessere-aenderungen-fuer-uebermorgen");
    expect(slugify("  --Hello, World!! 2026--  ")).toBe("hello-world-2026");
    expect(slugify("Straße")).toBe("strasse");
  });
});

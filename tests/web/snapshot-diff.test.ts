/** @file The history dialog's diff of two revision snapshots: word-level for text, per field for the rest, nested fields flattened. */
import { describe, expect, it } from "vitest";
import { snapshotDiff } from "../../web/admin/history/snapshot-diff";

describe("snapshotDiff", () => {
  it("diffs text word by word, German and English fields both, and leaves unchanged fields out", () => {
    const diff = snapshotDiff(
      { title: "KI im Mittelstand", title_en: "AI in SMEs", slug: "ki", version: 1 },
      { title: "KI im deutschen Mittelstand", title_en: "AI for SMEs", slug: "ki", version: 2 },
    );
    expect(diff.map((d) => d.field)).toEqual(["title", "title_en"]);
    expect(diff.map((d) => d.label)).toEqual(["Titel", "Titel (Englisch)"]);
    expect(diff[0].parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["deutschen"]);
    expect(diff[1].parts.filter((p) => p.removed).map((p) => p.value)).toEqual(["in"]);
  });

  it("flattens nested values (a page's sections) and shows non-text values whole", () => {
    const diff = snapshotDiff(
      { published: false, sections: [{ content: "Alt" }], tags: ["a"] },
      { published: true, sections: [{ content: "Neu" }], tags: ["a", "b"] },
    );
    expect(diff.map((d) => d.field)).toEqual(["published", "sections.0.content", "tags.1"]);
    expect(diff.map((d) => d.label)).toEqual(["Veröffentlicht", "Abschnitt 1: Inhalt", "Tags 2"]);
    expect(diff[0].parts).toEqual([
      { value: "false", removed: true },
      { value: "true", added: true },
    ]);
    expect(diff[2].parts).toMatchObject([{ value: "b", added: true }]);
  });
});

/** @file The edit-conflict dialog's three-way merge (issue 46): presets from the loaded version, no preset where both changed. */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConflictDialog } from "../../web/admin/editing/conflict-dialog";
import { threeWayMerge } from "../../web/admin/editing/three-way";
import { polyfillDialog, renderInAdmin } from "./render";

const LABELS = { title: "Titel", slug: "Slug", content: "Inhalt", tags: "Tags" };
const base = { title: "Alt", slug: "alt", content: "Text", tags: ["a"] };

describe("three-way merge", () => {
  it("gives a field only the colleague changed to the colleague, one only I changed to me, and presets none both changed", () => {
    const mine = { ...base, title: "Mein Titel", content: "Mein Text" };
    const theirs = { ...base, slug: "neu", content: "Ihr Text", tags: ["a", "b"] };
    expect(threeWayMerge(base, mine, theirs, LABELS)).toEqual([
      { field: "title", changedBy: "mine", preset: "mine" },
      { field: "slug", changedBy: "theirs", preset: "theirs" },
      { field: "content", changedBy: "both", preset: undefined },
      { field: "tags", changedBy: "theirs", preset: "theirs" },
    ]);
  });

  it("lists no field both sides changed the same way", () => {
    const same = { ...base, title: "Gleich" };
    expect(threeWayMerge(base, same, same, LABELS)).toEqual([]);
  });
});

describe("the conflict dialog", () => {
  it("saves both sides' changes as offered, and waits for a choice where both changed", async () => {
    polyfillDialog();
    const onResolve = vi.fn();
    const mine = { ...base, title: "Mein Titel", content: "Mein Text" };
    const theirs = { ...base, slug: "neu", content: "Ihr Text" };
    await renderInAdmin(
      <ConflictDialog
        conflict={{ version: 4, changed_at: null, changed_by: "Anna", theirs }}
        mine={mine}
        base={base}
        labels={LABELS}
        onResolve={onResolve}
        onCancel={() => undefined}
      />,
    );
    const save = [...document.querySelectorAll("button")].find((b) => b.textContent === "Auswahl speichern")!;
    expect(save.disabled).toBe(true);
    expect(document.body.textContent).toContain("Noch zu wählen: Inhalt");
    const content = document.querySelector<HTMLFieldSetElement>('fieldset[aria-label="Inhalt"]')!;
    act(() => content.querySelectorAll<HTMLInputElement>("input[type=radio]")[1].click());
    expect(save.disabled).toBe(false);
    act(() => save.click());
    expect(onResolve).toHaveBeenCalledWith({ ...base, title: "Mein Titel", slug: "neu", content: "Ihr Text" }, true);
  });
});

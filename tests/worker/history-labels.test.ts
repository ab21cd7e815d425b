/** @file The revision history names every field of a versioned record in German, never by its column name (issue 46). */
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fieldLabel } from "../../web/admin/history/snapshot-diff";
import {
  aiGeneratedContent,
  blogPosts,
  events,
  pageSections,
  pages,
  pageTranslations,
  roles,
  teamMembers,
  translations,
} from "../../worker/db/schema";

/** Bookkeeping the history leaves out of its diffs (web/admin/history/snapshot-diff.ts) or never shows. */
const NOT_SHOWN = new Set(["id", "version", "created_at", "updated_at", "created_by", "updated_by", "page_id", "translation_sources"]);

describe("the revision history's field names", () => {
  it("are German for every column of every versioned record, also nested and English ones", () => {
    const untranslated: string[] = [];
    for (const table of [blogPosts, pages, pageSections, pageTranslations, teamMembers, events, translations, aiGeneratedContent, roles]) {
      for (const column of Object.values(getTableColumns(table))) {
        if (NOT_SHOWN.has(column.name)) continue;
        const label = fieldLabel(column.name);
        if (label === column.name || /_/.test(label)) untranslated.push(`${column.name} -> ${label}`);
      }
    }
    expect(untranslated).toEqual([]);
    expect(fieldLabel("sections.0.content_en")).toBe("Abschnitt 1: Inhalt (Englisch)");
    expect(fieldLabel("permissions")).toBe("Berechtigungen");
  });
});

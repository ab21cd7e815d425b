/** @file The built-in template provider writes readable drafts: 600-1,200 words per category in German and English. */
import { describe, expect, it } from "vitest";
import type { ArticleBrief } from "../../common/ai-templates";
import { CONTENT_CATEGORIES } from "../../common/schemas/ai-content";
import { templateProvider } from "../../worker/domain/ai-content/template-provider";

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const briefs: ArticleBrief[] = [
  {
    title: "Datenstrategie für den Mittelstand",
    category: "trends-topics",
    description: "Wie mittelständische Unternehmen eine tragfähige Datenstrategie aufbauen.",
    tags: ["Datenstrategie"],
    client_project: null,
    english: true,
  },
  {
    title: "Cloud-Migration bei einem Logistiker",
    category: "trends-topics",
    description:
      "Ein Logistikunternehmen hat seine Auswertungen in die Cloud verlagert. Wir zeigen, welche Schritte nötig waren, welche Hürden es gab und was die Fachbereiche heute anders machen.",
    tags: ["Cloud", "Daten", "KI", "Automatisierung", "Kosten", "Sicherheit", "Governance"],
    client_project: "Logistik-Kunde",
    english: true,
  },
];

describe("template articles", () => {
  for (const category of CONTENT_CATEGORIES)
    for (const [i, base] of briefs.entries())
      it(`${category}, brief ${i + 1}: German and English articles of 600-1,200 words, English title and keywords`, async () => {
        const brief = { ...base, category };
        const { value, source } = await templateProvider.article(brief);
        expect(source).toBe("template");
        for (const text of [value.content_de, value.content_en ?? ""]) {
          expect(words(text)).toBeGreaterThanOrEqual(600);
          expect(words(text)).toBeLessThanOrEqual(1200);
          expect(text).not.toMatch(/lorem|ipsum/i);
        }
        // built from the brief: its title and tags (German), their English versions (English)
        expect(value.content_de).toContain(brief.title);
        expect(value.content_de).toContain(brief.description);
        for (const tag of brief.tags.slice(0, 6)) expect(value.content_de).toContain(`**${tag}**`);
        const en = value.content_en ?? "";
        expect(value.title_en).toBeTruthy();
        expect(value.title_en).not.toMatch(/[äöüß]|\b(für|den|und|bei|einem)\b/i);
        expect(en).toContain(value.title_en ?? "");
        expect(en).not.toContain(brief.description);
        expect(en).not.toMatch(/[äöüß]|\b(und|für|Sie|wir|Unternehmen)\b/);
        expect(en).toMatch(/^## Conclusion$/m);
        expect(value.content_de).toMatch(/^## Fazit$/m);
      });

  it("each category reads differently", async () => {
    const texts = await Promise.all(
      CONTENT_CATEGORIES.map(async (category) => (await templateProvider.article({ ...briefs[0], category })).value),
    );
    const headings = texts.map((t) => (t.content_de.match(/^## .+$/gm) ?? []).join("|"));
    expect(new Set(headings).size).toBe(CONTENT_CATEGORIES.length);
    expect(new Set(texts.map((t) => t.content_en)).size).toBe(CONTENT_CATEGORIES.length);
  });
});

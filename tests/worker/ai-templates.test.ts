/**
 * @file The built-in template provider writes readable drafts: 600-1,200 words per category in German and English; an
 * English LinkedIn post wholly in English with the English article's link; grammatical title suggestions.
 */
import { describe, expect, it } from "vitest";
import { type ArticleBrief, templateGeneratedContent } from "../../common/ai-templates";
import { CONTENT_CATEGORIES, CONTENT_CATEGORY_INFO } from "../../common/schemas/ai-content";
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

describe("template LinkedIn posts", () => {
  const origin = "https://www.example.com";
  const input = {
    title: "Datenstrategie für den Mittelstand",
    description:
      "Wie mittelständische Unternehmen eine tragfähige Datenstrategie aufbauen. Wir zeigen drei Schritte, die sich in unseren Projekten bewährt haben.",
    tags: ["Datenstrategie", "Daten", "KI"],
    category: "trends-topics" as const,
    client_project: null,
    formats: "both" as const,
    planned_date: "2026-12-07",
    priority: "medium" as const,
    tracking_enabled: true,
    target_language: "both" as const,
  };

  it("the English post keeps no sentence of the German brief and links to the English article under /en/blog/", () => {
    for (const category of CONTENT_CATEGORIES) {
      const content = templateGeneratedContent({ ...input, category }, origin);
      const en = content.linkedin_content_en ?? "";
      for (const sentence of input.description.split(/(?<=[.!?])\s+/)) expect(en).not.toContain(sentence);
      expect(en).not.toContain(input.title);
      // the words, not the article's address (its slug comes from the German title)
      expect(en.replace(/https:\S+/g, "")).not.toMatch(/[äöüß]|\b(und|für|den|Sie|wir|Unternehmen|Lesen|mehr)\b/);
      expect(en).toContain(`${origin}/en/blog/${content.slug}?utm_source=linkedin`);
      expect(en).not.toMatch(new RegExp(`${origin}/blog/`));
      expect(en).toMatch(/^#\S+( #\S+)*$/m);
      expect(en).not.toMatch(/#Datenstrategie|#Daten\b/);
      // the German post is built from the brief and links to the German article
      expect(content.linkedin_content).toContain(input.description);
      expect(content.linkedin_content).toContain(`${origin}/blog/${content.slug}?utm_source=linkedin`);
    }
  });
});

describe("template title suggestions", () => {
  const cases: [string, string[]][] = [
    ["one keyword", ["Daten"]],
    ["two keywords", ["Data Mesh", "Governance"]],
    ["a keyword of several words, lower case", ["künstliche Intelligenz"]],
  ];
  for (const category of CONTENT_CATEGORIES)
    for (const [what, keywords] of cases)
      it(`${category}, ${what}: five different titles, no category name in a keyword's place, grammatical forms`, async () => {
        const { value } = await templateProvider.titles({ category, keywords, description: null, count: 5 });
        expect(value).toHaveLength(5);
        expect(new Set(value).size).toBe(5);
        const info = CONTENT_CATEGORY_INFO[category];
        for (const title of value) {
          expect(title).not.toContain(info.de);
          expect(title.charAt(0)).toBe(title.charAt(0).toUpperCase());
          // no compound glued onto a keyword ("künstliche Intelligenz-Projekt"), no "zusammen wirken"
          expect(title).not.toMatch(/\S-Projekt|zusammen wirken|\s-\s/);
          // verbs that would have to agree with a plural keyword ("Daten verändert", "Daten zählt")
          expect(title).not.toMatch(new RegExp(`(Wie|Warum) ${keywords[0]} `, "i"));
        }
        if (keywords[1]) expect(value.join(" ")).toContain(keywords[1]);
        expect(value.join(" ")).toContain(keywords[0]);
      });
});

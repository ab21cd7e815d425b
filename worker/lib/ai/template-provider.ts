/**
 * @file The built-in template provider: answers every call without a model (no provider configured, or the real one
 * failed). Drafts are built from the brief and the category's copy; images are the four stock images we ship.
 */
import { TEMPLATE_SOURCE } from "../../../common/schemas/ai-content";
import { GLOSSARY_DE_EN, TEMPLATE_COPY } from "./template-copy";
import type { AiProvider, AiResult, ArticleBrief, ArticleDraft, LinkedinBrief, TitlesBrief, TranslationRequest } from "./types";

const answer = <T>(value: T): AiResult<T> => ({ value, source: TEMPLATE_SOURCE, tokens: 0 });

function pointsFor(tags: string[], lang: "de" | "en"): string {
  return tags
    .slice(0, 6)
    .map((tag) =>
      lang === "de"
        ? `- **${tag}**: Was bedeutet das konkret für Ihr Unternehmen, und wo liegt der messbare Nutzen?`
        : `- **${tag}**: what does it mean for your company in practice, and where is the measurable benefit?`,
    )
    .join("\n");
}

function articleIn(brief: ArticleBrief, lang: "de" | "en"): string {
  const copy = TEMPLATE_COPY[brief.category][lang];
  const project = brief.client_project
    ? lang === "de"
      ? `\n\nDas zeigt auch unser Projekt **${brief.client_project}**.`
      : `\n\nOur project **${brief.client_project}** shows this too.`
    : "";
  return [
    `${copy.intro}\n\n${brief.description}${project}`,
    `## ${copy.pointsHeading}\n\n${pointsFor(brief.tags, lang)}`,
    `## ${copy.approachHeading}\n\n${copy.approach}`,
    `## ${lang === "de" ? "Fazit" : "Conclusion"}\n\n${copy.closing}`,
  ].join("\n\n");
}

/** German: the brief's first sentence; English: the category's intro (the brief is usually German). */
function excerptIn(brief: ArticleBrief, lang: "de" | "en"): string {
  if (lang === "en") return TEMPLATE_COPY[brief.category].en.intro;
  return (brief.description.split(/(?<=[.!?])\s/)[0] ?? brief.description).slice(0, 300);
}

/** Picks the stock image by the title's keywords, as the specification's fallback does. */
function stockImagePath(text: string): string {
  const t = text.toLowerCase();
  const kind = /\b(ki|ai)\b|künstlich|artificial|machine learning|llm/.test(t)
    ? "ki"
    : /data|daten|analytic|analyse|bi\b/.test(t)
      ? "data"
      : /cloud|digital/.test(t)
        ? "cloud"
        : "default";
  return `/images/ai-stock/${kind}.svg`;
}

function fill(pattern: string, keywords: string[]): string {
  const [k, k2] = [keywords[0] ?? "", keywords[1] ?? keywords[0] ?? ""];
  return pattern.replaceAll("{k2}", k2).replaceAll("{k}", k);
}

/** The spec's crude translate fallback: whole-word replacement of common words; everything else stays. */
function crudeTranslation(request: TranslationRequest): string {
  const pairs = request.target_language === "en" ? GLOSSARY_DE_EN : GLOSSARY_DE_EN.map(([de, en]) => [en, de] as [string, string]);
  let text = request.text;
  for (const [from, to] of pairs) text = text.replace(new RegExp(`(?<![\\p{L}])${from}(?![\\p{L}])`, "gu"), to);
  return text;
}

export const templateProvider: AiProvider = {
  async article(brief) {
    const draft: ArticleDraft = {
      title_de: brief.title,
      content_de: articleIn(brief, "de"),
      excerpt_de: excerptIn(brief, "de"),
      title_en: brief.english ? brief.title : null,
      content_en: brief.english ? articleIn(brief, "en") : null,
      excerpt_en: brief.english ? excerptIn(brief, "en") : null,
      image_prompt: `Professional header image for an article about ${brief.tags.join(", ")}: ${brief.title}`,
    };
    return answer(draft);
  },

  async linkedin(brief: LinkedinBrief) {
    const post = (lang: "de" | "en") => {
      const copy = TEMPLATE_COPY[brief.category][lang];
      const cta = lang === "de" ? brief.cta : "Read more on our blog!";
      const tags = brief.tags.slice(0, 3).map((t) => `#${t.replace(/[^\p{L}\p{N}]+/gu, "")}`);
      return [`${copy.linkedinHook} ${brief.title}`, brief.description, `${cta}\n${brief.link}`, [copy.hashtags, ...tags].join(" ")].join(
        "\n\n",
      );
    };
    return answer({ content_de: post("de"), content_en: brief.english ? post("en") : null });
  },

  async titles(brief: TitlesBrief) {
    const patterns = TEMPLATE_COPY[brief.category].de.titles;
    return answer(Array.from({ length: brief.count }, (_, i) => fill(patterns[i % patterns.length], brief.keywords)));
  },

  async translate(request) {
    return answer(crudeTranslation(request));
  },

  async image(brief) {
    return answer({ kind: "stock", path: stockImagePath(`${brief.title ?? ""} ${brief.prompt}`) });
  },
};

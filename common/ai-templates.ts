/**
 * @file The built-in templates as pure functions, and how a generator answer is put together: the worker's template
 * provider uses them, and the wizard builds the same draft locally when the worker cannot be reached or takes longer
 * than 60 s (admin spec, section 8: "then builds template content locally").
 */
import { CATEGORY_SECTIONS, SHARED_SECTIONS, TAG_POINTS, TAG_POINTS_NOTE, type TemplateSection } from "./ai-template-articles";
import { GLOSSARY_DE_EN, TEMPLATE_COPY } from "./ai-template-copy";
import { blogPostPath } from "./blog";
import {
  type AiGeneratorData,
  CONTENT_CATEGORY_INFO,
  type ContentCategory,
  DEFAULT_LINKEDIN_CTA,
  type GeneratedContent,
  linkedinTrackingUrl,
  TEMPLATE_SOURCE,
  type TRANSLATION_CONTEXTS,
} from "./schemas/ai-content";
import { postSlugFromTitle } from "./slug";

export interface ArticleBrief {
  title: string;
  category: ContentCategory;
  description: string;
  tags: string[];
  client_project: string | null;
  /** Also write the English version. */
  english: boolean;
}

export interface ArticleDraft {
  title_de: string;
  content_de: string;
  excerpt_de: string;
  title_en: string | null;
  content_en: string | null;
  excerpt_en: string | null;
  image_prompt: string;
}

export interface LinkedinBrief extends ArticleBrief {
  cta: string;
  /** The article link the post ends with (tracking parameters included when tracking is on). */
  link: string;
  /** The English article's link (`/en/blog/...`), for the English post. */
  link_en: string;
}

export interface LinkedinDraft {
  content_de: string;
  content_en: string | null;
}

export interface TitlesBrief {
  category: ContentCategory;
  keywords: string[];
  description: string | null;
  count: number;
}

export interface TranslationRequest {
  text: string;
  source_language: "de" | "en";
  target_language: "de" | "en";
  context: (typeof TRANSLATION_CONTEXTS)[number];
  /** Glossary terms that come back unchanged (firm and product names; the settings key translation_glossary). */
  keep?: readonly string[];
}

// --- the templates ---

function pointsFor(tags: string[], lang: "de" | "en"): string {
  const questions = TAG_POINTS[lang];
  return tags
    .slice(0, 6)
    .map((tag, i) => `- **${tag}**: ${questions[i % questions.length]}`)
    .join("\n");
}

const englishOf = (text: string) => templateTranslation({ text, source_language: "de", target_language: "en", context: "general" });

/** German left over after the glossary's translation: umlauts, ß or a common German function word. */
const GERMAN_LEFT = /[äöüßÄÖÜ]|\b(der|die|das|den|dem|des|und|mit|zu|zum|zur|bei|von|vom|ein|eine|einen|auf|aus|nicht|wir|unser|ihr|Ihr)\b/;

/** The English title: the glossary's translation when it reads as English, else the category's English pattern. */
function englishTitle(brief: ArticleBrief): string {
  const translated = englishOf(brief.title);
  if (!GERMAN_LEFT.test(translated)) return translated;
  const keyword = brief.tags.map(englishOf).find((t) => !GERMAN_LEFT.test(t)) ?? CONTENT_CATEGORY_INFO[brief.category].en;
  return TEMPLATE_COPY[brief.category].en.titles[0].replaceAll("{k2}", keyword).replaceAll("{k}", keyword);
}

/** The brief's keywords in English (the glossary's translation; terms it does not know stay as they are). */
const englishTags = (tags: string[]) => tags.map(englishOf);

const section = (s: TemplateSection) => [`## ${s.heading}`, ...s.paragraphs].join("\n\n");

const listOf = (items: string[], and: string) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

function leadIn(brief: ArticleBrief, lang: "de" | "en", title: string, tags: string[]): string {
  const info = CONTENT_CATEGORY_INFO[brief.category];
  const topics = listOf(tags.slice(0, 4), lang === "de" ? "und" : "and");
  return lang === "de"
    ? `In diesem Beitrag aus der Rubrik „${info.de}“ geht es um **${title}**. Im Mittelpunkt stehen ${topics}: was dahintersteckt, welche Fragen sich Unternehmen dazu stellen sollten und wie ein pragmatischer Einstieg gelingt.`
    : `This article in our "${info.en}" series is about **${title}**. It focuses on ${topics}: what lies behind them, which questions companies should ask themselves, and how to get started pragmatically.`;
}

function closingIn(brief: ArticleBrief, lang: "de" | "en", tags: string[]): string {
  const copy = TEMPLATE_COPY[brief.category][lang];
  const topic = tags[0] ?? "";
  return lang === "de"
    ? `${copy.closing}\n\nSie möchten wissen, was ${topic} für Ihr Unternehmen bedeuten kann? Schreiben Sie uns über das Kontaktformular oder rufen Sie uns an: Ein erstes Gespräch ist unverbindlich, und oft zeigt sich schon darin, wo der größte Hebel liegt.`
    : `${copy.closing}\n\nWould you like to know what ${topic} could mean for your company? Write to us through the contact form or give us a call: a first conversation is free of obligation, and it often shows where the biggest lever lies.`;
}

function articleIn(brief: ArticleBrief, lang: "de" | "en"): string {
  const copy = TEMPLATE_COPY[brief.category][lang];
  const project = brief.client_project
    ? lang === "de"
      ? `\n\nDas zeigt auch unser Projekt **${brief.client_project}**.`
      : `\n\nOur project **${brief.client_project}** shows this too.`
    : "";
  // the brief is German: the English article keeps none of its sentences, only its title and keywords in English
  const title = lang === "de" ? brief.title : englishTitle(brief);
  const tags = lang === "de" ? brief.tags : englishTags(brief.tags);
  const opening =
    lang === "de"
      ? `${copy.intro}\n\n${leadIn(brief, lang, title, tags)}\n\n${brief.description}${project}`
      : `${copy.intro}\n\n${leadIn(brief, lang, title, tags)}${project}`;
  const [first, second] = CATEGORY_SECTIONS[brief.category][lang];
  return [
    opening,
    section(first),
    `## ${copy.pointsHeading}\n\n${pointsFor(tags, lang)}\n\n${TAG_POINTS_NOTE[lang]}`,
    `## ${copy.approachHeading}\n\n${copy.approach}`,
    section(second),
    ...SHARED_SECTIONS[lang].map(section),
    `## ${lang === "de" ? "Fazit" : "Conclusion"}\n\n${closingIn(brief, lang, tags)}`,
  ].join("\n\n");
}

/** German: the brief's first sentence; English: the category's intro (the brief is usually German). */
function excerptIn(brief: ArticleBrief, lang: "de" | "en"): string {
  if (lang === "en") return TEMPLATE_COPY[brief.category].en.intro;
  return (brief.description.split(/(?<=[.!?])\s/)[0] ?? brief.description).slice(0, 300);
}

export function templateArticle(brief: ArticleBrief): ArticleDraft {
  return {
    title_de: brief.title,
    content_de: articleIn(brief, "de"),
    excerpt_de: excerptIn(brief, "de"),
    title_en: brief.english ? englishTitle(brief) : null,
    content_en: brief.english ? articleIn(brief, "en") : null,
    excerpt_en: brief.english ? excerptIn(brief, "en") : null,
    image_prompt: `Professional header image for an article about ${englishTags(brief.tags).join(", ")}: ${englishTitle(brief)}`,
  };
}

/** A keyword as a hashtag; one of several words in camel case ("Data strategy" -> #DataStrategy). */
function hashtag(keyword: string): string {
  const words = keyword.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return `#${words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("") : words.join("")}`;
}

/** Hashtags: the category's and the keywords', each once (case-insensitive: "#KI" and "#ki" are one tag). */
function hashtagsOf(categoryTags: string, keywords: string[]): string {
  const tags = [...categoryTags.split(" "), ...keywords.slice(0, 3).map(hashtag)].filter((t) => t.length > 1);
  return [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()].join(" ");
}

/**
 * The LinkedIn posts. The German one is built from the brief; the English one keeps none of the brief's German: the
 * English title, the category's English words, only the keywords that read as English, and the English article's link.
 */
export function templateLinkedin(brief: LinkedinBrief): LinkedinDraft {
  const de = TEMPLATE_COPY[brief.category].de;
  const german = [
    `${de.linkedinHook} ${brief.title}`,
    brief.description,
    `${brief.cta}\n${brief.link}`,
    hashtagsOf(de.hashtags, brief.tags),
  ];
  if (!brief.english) return { content_de: german.join("\n\n"), content_en: null };
  const en = TEMPLATE_COPY[brief.category].en;
  const keywords = englishTags(brief.tags).filter((t) => !GERMAN_LEFT.test(t));
  const english = [
    `${en.linkedinHook} ${englishTitle(brief)}`,
    en.intro,
    `Read more on our blog!\n${brief.link_en}`,
    hashtagsOf(en.hashtags, keywords),
  ];
  return { content_de: german.join("\n\n"), content_en: english.join("\n\n") };
}

/**
 * Title suggestions from the category's patterns: those with one keyword, and with two keywords given, those with
 * both in between (never the category's name in a keyword's place); each starts with a capital, none twice.
 */
export function templateTitles(brief: TitlesBrief): string[] {
  const copy = TEMPLATE_COPY[brief.category].de;
  const [k, k2] = brief.keywords.map((w) => w.trim()).filter(Boolean);
  const keyword = k ?? CONTENT_CATEGORY_INFO[brief.category].de;
  const fill = (pattern: string) => pattern.replaceAll("{k2}", k2 ?? "").replaceAll("{k}", keyword);
  const singles = copy.titles.map(fill);
  const pairs = k2 && k2.toLowerCase() !== keyword.toLowerCase() ? copy.pairTitles.map(fill) : [];
  // one keyword's title first, then the pairs and the others taking turns, so that both keywords come up
  const ordered = singles.flatMap((title, i) => (pairs[i] ? [title, pairs[i]] : [title]));
  const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  return [...new Set(ordered.map(capital))].slice(0, brief.count);
}

/**
 * The spec's crude translate fallback: whole-word replacement of common words; everything else stays. A lower-case
 * word also matches capitalised and keeps its capital.
 */
export function templateTranslation(request: TranslationRequest): string {
  const pairs = request.target_language === "en" ? GLOSSARY_DE_EN : GLOSSARY_DE_EN.map(([de, en]) => [en, de] as [string, string]);
  // glossary terms are parked as private-use placeholders so no word replacement reaches into them
  const keep = [...(request.keep ?? [])].filter(Boolean).sort((a, b) => b.length - a.length);
  let text = keep.reduce((t, term, i) => t.replaceAll(term, `\uE000${i}\uE001`), request.text);
  for (const [from, to] of pairs) {
    const first = from[0];
    const head = first === first.toLowerCase() ? `[${first}${first.toUpperCase()}]` : first;
    text = text.replace(new RegExp(`(?<![\\p{L}])${head}${from.slice(1)}(?![\\p{L}])`, "gu"), (match) =>
      match[0] !== first ? to[0].toUpperCase() + to.slice(1) : to,
    );
  }
  // sentences and headings start with a capital in both languages
  text = text.replace(/(^|[.!?]\s+|^#+\s+)(\p{Ll})/gmu, (_m, before: string, letter: string) => before + letter.toUpperCase());
  return text.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => keep[Number(i)]);
}

/** The spec's stock-image fallback, chosen by the title's keywords: ki/ai, data/analytics, cloud/digital, default. */
export function stockImagePath(text: string): string {
  const t = text.toLowerCase();
  const kind = /\b(ki|ai)\b|künstlich|artificial|machine learning|llm/.test(t)
    ? "ki"
    : /data|daten|analytic|analyse|\bbi\b/.test(t)
      ? "data"
      : /cloud|digital/.test(t)
        ? "cloud"
        : "default";
  return `/img/ai-stock/${kind}.svg`;
}

// --- putting a generator answer together ---

export function briefOf(input: AiGeneratorData): ArticleBrief {
  return {
    title: input.title,
    category: input.category,
    description: input.description,
    tags: input.tags,
    client_project: input.client_project,
    english: input.target_language === "both",
  };
}

/**
 * The article's public link (`siteOrigin` e.g. https://www.example.com) in a language (the English one under
 * `/en/blog/`), with the tracking parameters when tracking is on.
 */
export function articleLink(
  siteOrigin: string,
  input: AiGeneratorData,
  slug: string,
  locale: "de" | "en" = "de",
): { link: string; tracking: string | null } {
  const link = siteOrigin + blogPostPath(slug, locale);
  if (!input.tracking_enabled) return { link, tracking: null };
  const tracking = linkedinTrackingUrl(link, input.category, `${slug}-${input.planned_date}`);
  return { link: tracking, tracking };
}

/** The answer's content in the entity's field names, from whichever parts were asked for. */
export function composeGeneratedContent(
  input: AiGeneratorData,
  parts: { article: ArticleDraft | null; linkedin: LinkedinDraft | null },
  source: string,
  siteOrigin: string,
): GeneratedContent {
  const { article, linkedin } = parts;
  const english = input.target_language === "both";
  const slug = postSlugFromTitle(input.title);
  return {
    title: article?.title_de.trim() || input.title,
    title_en: english ? article?.title_en?.trim() || null : null,
    keywords: input.tags,
    content_type: input.formats,
    category: input.category,
    blog_content: article?.content_de ?? null,
    blog_excerpt: article?.excerpt_de ?? null,
    content_en: english ? (article?.content_en ?? null) : null,
    excerpt_en: english ? (article?.excerpt_en ?? null) : null,
    slug: article ? slug : null,
    linkedin_content: linkedin?.content_de ?? null,
    linkedin_content_en: english ? (linkedin?.content_en ?? null) : null,
    linkedin_cta: DEFAULT_LINKEDIN_CTA,
    tracking_url: linkedin ? articleLink(siteOrigin, input, slug).tracking : null,
    generated_image_prompt: article?.image_prompt ?? `Professional image about ${input.tags.join(", ")}: ${input.title}`,
    generation_prompt: [input.title, input.description, input.tags.join(", ")].join("\n"),
    ai_model: source,
    priority: input.priority,
    client_project: input.client_project,
    planned_date: input.planned_date,
  };
}

/** The whole template answer to a generator input, as the worker builds it (the wizard uses it offline). */
export function templateGeneratedContent(input: AiGeneratorData, siteOrigin: string): GeneratedContent {
  const brief = briefOf(input);
  const slug = postSlugFromTitle(input.title);
  const { link } = articleLink(siteOrigin, input, slug);
  const { link: link_en } = articleLink(siteOrigin, input, slug, "en");
  return composeGeneratedContent(
    input,
    {
      article: input.formats !== "linkedin" ? templateArticle(brief) : null,
      linkedin: input.formats !== "blog" ? templateLinkedin({ ...brief, cta: DEFAULT_LINKEDIN_CTA, link, link_en }) : null,
    },
    TEMPLATE_SOURCE,
    siteOrigin,
  );
}

/**
 * @file Every prompt the studio sends to a model, in one place: the firm's voice, the specification's category
 * descriptions, and the instructions per task (bilingual where the output is).
 */

import type { ArticleBrief, LinkedinBrief, TitlesBrief, TranslationRequest } from "../../../common/ai-templates";
import type { AltTextBrief } from "../../../common/alt-text";
import { CONTENT_CATEGORY_INFO } from "../../../common/schemas/ai-content";
import { COMPANY } from "../../../common/site";
import type { ImageBrief } from "./types";

export interface ChatPrompt {
  system: string;
  user: string;
}

const VOICE = [
  `You write for ${COMPANY.name}, a German IT and data consulting firm (data analytics, cloud, AI, digital transformation).`,
  "Voice: competent, concrete and approachable; no hype, no buzzword chains, no invented figures, client names or quotes.",
  "German texts address readers with 'Sie'. English texts use British-neutral business English.",
  "Write Markdown only: headings (##), paragraphs, lists, bold, links. Never HTML, never scripts, never images.",
].join("\n");

function categoryLine(brief: { category: ArticleBrief["category"] }): string {
  const info = CONTENT_CATEGORY_INFO[brief.category];
  return `Category: ${info.en} (${info.de}) - ${info.description_en}.`;
}

function briefLines(brief: ArticleBrief): string {
  return [
    `Working title: ${brief.title}`,
    categoryLine(brief),
    `Brief: ${brief.description}`,
    `Keywords: ${brief.tags.join(", ")}`,
    brief.client_project ? `Client or project (mention only as given): ${brief.client_project}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export function articlePrompt(brief: ArticleBrief): ChatPrompt {
  return {
    system: VOICE,
    user: [
      "Write a blog article for the firm's website from this brief.",
      briefLines(brief),
      "",
      "Requirements:",
      "- German article (content_de): 600-1200 words of Markdown, starting with an introduction, then 3-5 sections with ## headings, ending with a short conclusion and an invitation to get in touch.",
      "- excerpt_de: 1-2 German sentences (max. 300 characters) for the blog list.",
      "- title_de: a precise German title (max. 90 characters).",
      brief.english
        ? "- title_en, content_en, excerpt_en: the same article in English (a faithful translation, not a summary)."
        : "- title_en, content_en, excerpt_en: null (German only).",
      "- image_prompt: one English sentence describing a professional, photo-realistic header image without text or logos.",
    ].join("\n"),
  };
}

export function linkedinPrompt(brief: LinkedinBrief): ChatPrompt {
  return {
    system: VOICE,
    user: [
      "Write a LinkedIn post for the firm's company page from this brief.",
      briefLines(brief),
      "",
      "Requirements:",
      "- content_de: German, 600-1500 characters, plain text with short paragraphs, at most 3 emojis, 3-5 hashtags at the end.",
      `- End the post with this call to action and link on their own lines: "${brief.cta}" ${brief.link}`,
      brief.english
        ? `- content_en: the same post in English, ending with "Read more on our blog!" and the English article's link on their own lines: ${brief.link_en}`
        : "- content_en: null (German only).",
    ].join("\n"),
  };
}

export function titlesPrompt(brief: TitlesBrief): ChatPrompt {
  return {
    system: VOICE,
    user: [
      `Suggest ${brief.count} different German titles for a blog article.`,
      categoryLine(brief),
      `Keywords: ${brief.keywords.join(", ")}`,
      brief.description ? `Brief: ${brief.description}` : "",
      "Each title at most 90 characters, concrete and without clickbait; vary the form (question, how-to, statement, list).",
      `Answer with exactly ${brief.count} titles in "titles".`,
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

const CONTEXT_HINTS: Record<TranslationRequest["context"], string> = {
  blog: "The text is (part of) a blog article: keep the Markdown structure, headings and links exactly.",
  homepage: "The text is copy of the firm's homepage: short, clear marketing language.",
  general: "The text is a label or short text of the website.",
};

const LANGUAGE_NAMES = { de: "German", en: "English" } as const;

export function translationPrompt(request: TranslationRequest): ChatPrompt {
  return {
    system: `${VOICE}\nYou are the firm's translator between German and English.`,
    user: [
      `Translate the following text from ${LANGUAGE_NAMES[request.source_language]} to ${LANGUAGE_NAMES[request.target_language]}.`,
      CONTEXT_HINTS[request.context],
      "Keep product names, technical terms that are usually left in English, URLs and Markdown as they are.",
      ...(request.keep?.length
        ? [`Never translate these terms, keep them exactly as written: ${request.keep.map((t) => `"${t}"`).join(", ")}.`]
        : []),
      'Answer with the translation only, in "translated_text".',
      "",
      "Text:",
      request.text,
    ].join("\n"),
  };
}

export function imagePrompt(brief: ImageBrief): string {
  return [
    brief.prompt,
    "Style: professional, modern corporate photography for an IT and data consulting firm, natural light, calm colours with teal accents (#167D88).",
    "No text, no letters, no logos, no watermarks.",
  ].join(" ");
}

export function altTextPrompt(brief: AltTextBrief): ChatPrompt {
  return {
    system: `${VOICE}\nYou write alt texts for the pictures of the firm's website, for people who cannot see them.`,
    user: [
      "Write a short alt text (one sentence, at most 120 characters) for this picture, in German and in English.",
      "Describe what the picture shows as far as the facts below tell; do not start with 'Bild von' or 'Image of'; no file names.",
      'Answer in "alt_text" (German) and "alt_en" (English).',
      "",
      `File name: ${brief.file_name}`,
      brief.description ? `Description: ${brief.description}` : "",
      brief.tags.length ? `Tags: ${brief.tags.join(", ")}` : "",
      brief.context ? `Used for: ${brief.context}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

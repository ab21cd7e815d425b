/**
 * @file The English version of an entry from its German texts: title, excerpt, article and LinkedIn text are
 * translated in parallel (context blog or general) with the studio's translate endpoint.
 */
import { AI_MESSAGES, type AiTranslateResponse } from "../../../../common/schemas/ai-content";
import { sourceNotice } from "./failure-text";

export interface GermanTexts {
  title: string;
  blog_excerpt: string | null;
  blog_content: string | null;
  linkedin_content: string | null;
}

interface EnglishTexts {
  title_en?: string;
  excerpt_en?: string;
  content_en?: string;
  linkedin_content_en?: string;
}

const JOBS = [
  ["title_en", "title", "general"],
  ["excerpt_en", "blog_excerpt", "blog"],
  ["content_en", "blog_content", "blog"],
  ["linkedin_content_en", "linkedin_content", "general"],
] as const;

/** The translate requests for the German texts that exist; throws the spec's text when there is nothing to translate. */
export function translationJobs(texts: GermanTexts) {
  if (!texts.blog_content?.trim() && !texts.linkedin_content?.trim()) throw new Error(AI_MESSAGES.nothingToTranslate);
  return JOBS.flatMap(([target, source, context]) => {
    const text = texts[source]?.trim();
    return text ? [{ target, request: { text, target_language: "en" as const, context } }] : [];
  });
}

/** The answers as English fields, and the notice when templates answered (the first such notice). */
export function englishFields(jobs: ReturnType<typeof translationJobs>, answers: AiTranslateResponse[]) {
  const fields: EnglishTexts = Object.fromEntries(jobs.map((job, i) => [job.target, answers[i].translated_text]));
  const notice = answers.map(sourceNotice).find(Boolean) ?? null;
  return { fields, notice };
}

/**
 * @file The English version of an entry from its German texts: title, excerpt, article and LinkedIn text are
 * translated in parallel (context blog or general) with the studio's translate endpoint.
 */
import { templateTranslation } from "../../../../common/ai-templates";
import { AI_MESSAGES, type AiTranslateRequest, type AiTranslateResponse, TEMPLATE_SOURCE } from "../../../../common/schemas/ai-content";
import { clientFailure, failureNotice, sourceNotice } from "./failure-text";

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

/**
 * Translates with the endpoint; when the call itself fails (network, timeout, error status) the spec's crude word
 * replacement answers here instead, and the notice says why. The user's own cancel is rethrown.
 */
export async function translateWithFallback(
  requests: AiTranslateRequest[],
  call: (requests: AiTranslateRequest[]) => Promise<AiTranslateResponse[]>,
): Promise<{ answers: AiTranslateResponse[]; failure: string | null }> {
  try {
    return { answers: await call(requests), failure: null };
  } catch (err) {
    const failure = clientFailure(err, false);
    if (!failure) throw err;
    const answers = requests.map((r) => ({
      success: true as const,
      source: TEMPLATE_SOURCE,
      provider_error: null,
      translated_text: templateTranslation({
        text: r.text,
        target_language: r.target_language ?? "en",
        source_language: r.target_language === "de" ? "en" : "de",
        context: r.context ?? "general",
      }),
    }));
    return { answers, failure: failureNotice(failure) };
  }
}

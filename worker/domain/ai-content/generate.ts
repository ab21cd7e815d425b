/**
 * @file The generator: from the wizard's input to article and/or LinkedIn post (asked for in parallel, so the whole
 * stays within one timeout), with the tracking link, in the entity's field names. A part that fails makes the whole
 * come from the templates: content is never half the model's.
 */

import type { ArticleDraft, LinkedinDraft } from "../../../common/ai-templates";
import { articleLink, briefOf, composeGeneratedContent } from "../../../common/ai-templates";
import { type AiGeneratorData, DEFAULT_LINKEDIN_CTA, type GeneratedContent } from "../../../common/schemas/ai-content";
import { postSlugFromTitle } from "../../../common/slug";
import type { Bindings } from "../../env";
import { failureOf } from "./openai-provider";
import { type AiOutcome, withFallback } from "./studio";
import type { AiProvider, AiResult } from "./types";

interface Parts {
  article: ArticleDraft | null;
  linkedin: LinkedinDraft | null;
}

async function bothParts(provider: AiProvider, input: AiGeneratorData, links: { link: string; link_en: string }): Promise<AiResult<Parts>> {
  const brief = briefOf(input);
  const [article, linkedin] = await Promise.allSettled([
    input.formats !== "linkedin" ? provider.article(brief) : null,
    input.formats !== "blog" ? provider.linkedin({ ...brief, cta: DEFAULT_LINKEDIN_CTA, ...links }) : null,
  ]);
  // every half is booked, the one that answered and each one that failed
  const halves = [article, linkedin].map((r) =>
    r.status === "fulfilled" ? { result: r.value, failure: null } : { result: null, failure: failureOf(r.reason) },
  );
  const tokens = halves.reduce((n, h) => n + (h.result?.tokens ?? h.failure?.tokens ?? 0), 0);
  const estimated = halves.some((h) => h.result?.estimated || h.failure?.estimated);
  const failed = halves.find((h) => h.failure)?.failure;
  if (failed) throw failed.plus(tokens - failed.tokens, estimated);
  const a = halves[0].result as AiResult<ArticleDraft> | null;
  const l = halves[1].result as AiResult<LinkedinDraft> | null;
  return { value: { article: a?.value ?? null, linkedin: l?.value ?? null }, source: a?.source ?? l?.source ?? "", tokens, estimated };
}

export async function generateContent(env: Bindings, input: AiGeneratorData): Promise<AiOutcome<GeneratedContent>> {
  const origin = new URL(env.SITE_URL).origin;
  const slug = postSlugFromTitle(input.title);
  const links = { link: articleLink(origin, input, slug).link, link_en: articleLink(origin, input, slug, "en").link };
  const outcome = await withFallback(env, (provider) => bothParts(provider, input, links));
  return { ...outcome, value: composeGeneratedContent(input, outcome.value, outcome.source, origin) };
}

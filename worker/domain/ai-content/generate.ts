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

async function bothParts(provider: AiProvider, input: AiGeneratorData, link: string): Promise<AiResult<Parts>> {
  const brief = briefOf(input);
  const [article, linkedin] = await Promise.allSettled([
    input.formats !== "linkedin" ? provider.article(brief) : null,
    input.formats !== "blog" ? provider.linkedin({ ...brief, cta: DEFAULT_LINKEDIN_CTA, link }) : null,
  ]);
  const done = (r: PromiseSettledResult<AiResult<unknown> | null>) => (r.status === "fulfilled" ? r.value : null);
  const tokens = (done(article)?.tokens ?? 0) + (done(linkedin)?.tokens ?? 0);
  for (const r of [article, linkedin]) {
    if (r.status === "rejected") {
      // the tokens of the part that did answer are spent all the same
      const failure = failureOf(r.reason);
      throw Object.assign(failure, { tokens: failure.tokens + tokens });
    }
  }
  const a = done(article) as AiResult<ArticleDraft> | null;
  const l = done(linkedin) as AiResult<LinkedinDraft> | null;
  return { value: { article: a?.value ?? null, linkedin: l?.value ?? null }, source: a?.source ?? l?.source ?? "", tokens };
}

export async function generateContent(env: Bindings, input: AiGeneratorData): Promise<AiOutcome<GeneratedContent>> {
  const origin = new URL(env.SITE_URL).origin;
  const { link } = articleLink(origin, input, postSlugFromTitle(input.title));
  const outcome = await withFallback(env, (provider) => bothParts(provider, input, link));
  return { ...outcome, value: composeGeneratedContent(input, outcome.value, outcome.source, origin) };
}

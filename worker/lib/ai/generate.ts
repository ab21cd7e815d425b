/**
 * @file The generator: from the wizard's input to article and/or LinkedIn post (asked for in parallel, so the whole
 * stays within one timeout), with the tracking link, in the entity's field names. A part that fails makes the whole
 * come from the templates: content is never half the model's.
 */
import { type AiGeneratorData, DEFAULT_LINKEDIN_CTA, type GeneratedContent, linkedinTrackingUrl } from "../../../common/schemas/ai-content";
import { slugify } from "../../../common/slug";
import type { Bindings } from "../../env";
import { failureOf } from "./openai-provider";
import { type AiOutcome, withFallback } from "./studio";
import type { AiProvider, AiResult, ArticleBrief, ArticleDraft, LinkedinDraft } from "./types";

const SLUG_MAX = 80;

interface Parts {
  article: ArticleDraft | null;
  linkedin: LinkedinDraft | null;
}

/** The article's public link, with the spec's tracking parameters when tracking is on. */
function articleLink(env: Bindings, input: AiGeneratorData, slug: string): { link: string; tracking: string | null } {
  const link = `${new URL(env.SITE_URL).origin}/blog/${slug}`;
  if (!input.tracking_enabled) return { link, tracking: null };
  const tracking = linkedinTrackingUrl(link, input.category, `${slug}-${input.planned_date}`);
  return { link: tracking, tracking };
}

async function bothParts(provider: AiProvider, brief: ArticleBrief, input: AiGeneratorData, link: string): Promise<AiResult<Parts>> {
  const wantsBlog = input.formats !== "linkedin";
  const wantsLinkedin = input.formats !== "blog";
  const results = await Promise.allSettled([
    wantsBlog ? provider.article(brief) : null,
    wantsLinkedin ? provider.linkedin({ ...brief, cta: DEFAULT_LINKEDIN_CTA, link }) : null,
  ]);
  let tokens = 0;
  for (const r of results) if (r.status === "fulfilled" && r.value) tokens += r.value.tokens;
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    const failure = failureOf(failed.reason);
    throw Object.assign(failure, { tokens: failure.tokens + tokens });
  }
  const [article, linkedin] = results.map((r) => (r.status === "fulfilled" ? r.value : null));
  const source = article?.source ?? linkedin?.source ?? "";
  return {
    value: {
      article: (article?.value as ArticleDraft | undefined) ?? null,
      linkedin: (linkedin?.value as LinkedinDraft | undefined) ?? null,
    },
    source,
    tokens,
  };
}

export async function generateContent(env: Bindings, input: AiGeneratorData): Promise<AiOutcome<GeneratedContent>> {
  const english = input.target_language === "both";
  const brief: ArticleBrief = {
    title: input.title,
    category: input.category,
    description: input.description,
    tags: input.tags,
    client_project: input.client_project,
    english,
  };
  const slug = slugify(input.title).slice(0, SLUG_MAX).replace(/-+$/, "") || "beitrag";
  const { link, tracking } = articleLink(env, input, slug);
  const outcome = await withFallback(env, (provider) => bothParts(provider, brief, input, link));
  const { article, linkedin } = outcome.value;
  const content: GeneratedContent = {
    title: article?.title_de.trim() || input.title,
    title_en: article?.title_en?.trim() || null,
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
    tracking_url: linkedin ? tracking : null,
    generated_image_prompt: article?.image_prompt ?? `Professional image about ${input.tags.join(", ")}: ${input.title}`,
    generation_prompt: [input.title, input.description, input.tags.join(", ")].join("\n"),
    ai_model: outcome.source,
    priority: input.priority,
    client_project: input.client_project,
    planned_date: input.planned_date,
  };
  return { ...outcome, value: content };
}

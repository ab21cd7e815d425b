/**
 * @file AI generation under /api/admin/ai-content (blog.create + ai.use): POST /generate, /titles, /image, and
 * /translate (ai.use only: the editors' "Übersetzen" and the settings screen's helper; worker/domain/ai-content/translator.ts
 * picks the translator), and /provider-check (settings.edit +
 * ai.use: the settings screen's "Verbindung testen", one tiny call).
 * Each call is admitted by the ledger (per-user limit, its cap reserved against the site's monthly token budget:
 * 429 rate_limited / ai_budget_exceeded), booked in ai_usage and audit-logged. Every answer names its `source` (model
 * or "template") and, when the configured provider failed and the template answered instead, `provider_error`.
 * The key stays here.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  AI_MESSAGES,
  AI_TITLE_SUGGESTIONS,
  type AiGenerateResponse,
  type AiImageResponse,
  type AiTitlesResponse,
  type AiTranslateResponse,
  aiGeneratorInputSchema,
  aiImageRequestSchema,
  aiTitlesRequestSchema,
  aiTranslateRequestSchema,
} from "../../../common/schemas/ai-content";
import { glossaryTerms } from "../../../common/setting-defaults";
import { aiGeneratedContent } from "../../db/schema";
import { accountAiCall, admitAiCall, withAdmission } from "../../domain/ai-content/accounting";
import { generateReservation, titlesReservation, translationReservation } from "../../domain/ai-content/output-caps";
import { withLibraryAlts } from "../../domain/media/alt-in-text";
import { siteSettings } from "../../domain/site/settings";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { found } from "../../lib/errors";
import { lazy } from "../../lib/lazy";
import { validate } from "../../lib/validate";

/** The provider clients, templates and image pipeline, loaded by the first generation request (worker/lib/lazy.ts). */
const generation = lazy("ai-generation", () => import("../../domain/ai-content/generation"));

const mayGenerate = () => requirePermission("blog.create", "ai.use");

export const aiGenerationRoutes = new Hono<AppEnv>()
  .post("/generate", mayGenerate(), validate("json", aiGeneratorInputSchema), async (c) => {
    const input = c.req.valid("json");
    const deps = depsOf(c);
    const { generateContent } = await generation();
    // the article and the LinkedIn post are one chat call each
    const admission = await admitAiCall(deps, generateReservation(input), input.formats === "both" ? 2 : 1);
    const outcome = await withAdmission(deps, admission, () => generateContent(c.env, input));
    const common = await accountAiCall(deps, admission, "ai-generate", outcome, {
      title: input.title,
      formats: input.formats,
      category: input.category,
    });
    const body: AiGenerateResponse = { ...common, content: outcome.value };
    return c.json(body);
  })
  .post("/titles", mayGenerate(), validate("json", aiTitlesRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const deps = depsOf(c);
    const { withFallback } = await generation();
    const admission = await admitAiCall(deps, titlesReservation(input.description));
    const outcome = await withAdmission(deps, admission, () =>
      withFallback(c.env, (p) =>
        p.titles({ category: input.category, keywords: input.keywords, description: input.description, count: AI_TITLE_SUGGESTIONS }),
      ),
    );
    const common = await accountAiCall(deps, admission, "ai-titles", outcome, { category: input.category, keywords: input.keywords });
    const body: AiTitlesResponse = { ...common, titles: outcome.value };
    return c.json(body);
  })
  // the settings screen's translate helper uses it too: ai.use alone, not the studio's blog.create
  .post("/translate", requirePermission("ai.use"), validate("json", aiTranslateRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const deps = depsOf(c);
    const { translateText } = await generation();
    const admission = await admitAiCall(deps, translationReservation(input.text));
    const source_language = input.target_language === "en" ? "de" : "en";
    // the glossary (Settings): terms both the model and the template fallback leave as they are
    const keep = glossaryTerms((await siteSettings(deps)).translation_glossary);
    const translated = await withAdmission(deps, admission, () => translateText(c.env, { ...input, source_language, keep }));
    // a media-library picture in the text gets the library's alt text of the target language (issue 42)
    const outcome = { ...translated, value: await withLibraryAlts(deps, translated.value, input.target_language) };
    const common = await accountAiCall(deps, admission, "ai-translate", outcome, {
      target_language: input.target_language,
      context: input.context,
      characters: input.text.length,
    });
    const body: AiTranslateResponse = { ...common, translated_text: outcome.value };
    return c.json(body);
  })
  .post("/image", mayGenerate(), validate("json", aiImageRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const deps = depsOf(c);
    const db = deps.db;
    if (input.ai_content_id) {
      const row = await db
        .select({ id: aiGeneratedContent.id })
        .from(aiGeneratedContent)
        .where(eq(aiGeneratedContent.id, input.ai_content_id))
        .get();
      found(row, AI_MESSAGES.notFound);
    }
    const { generateStoredImage } = await generation();
    const { admission, outcome, alt_text } = await generateStoredImage(deps, input);
    if (input.ai_content_id) {
      await db
        .update(aiGeneratedContent)
        .set({ generated_image_url: outcome.value.image_url, generated_image_prompt: input.prompt, updated_at: new Date().toISOString() })
        .where(eq(aiGeneratedContent.id, input.ai_content_id));
    }
    const common = await accountAiCall(deps, admission, "ai-image", outcome, {
      ai_content_id: input.ai_content_id ?? null,
      image_url: outcome.value.image_url,
      format: input.format,
    });
    const body: AiImageResponse = { ...common, ...outcome.value, alt_text };
    return c.json(body);
  })
  .post("/provider-check", requirePermission("settings.edit", "ai.use"), async (c) => {
    const { checkProvider } = await generation();
    return c.json(await checkProvider(depsOf(c)));
  });

/**
 * @file Who translates for "Übersetzen" (POST /api/admin/ai-content/translate): a configured provider (its text model
 * with the glossary prompt); else, where the Workers AI binding is bound (on Cloudflare, docs/translation.md), the
 * translation model m2m100 through it, Markdown segment by segment; else the template. A failed model call falls back
 * to the template, which then says why.
 */
import type { TranslationRequest } from "../../../common/ai-templates";
import type { Bindings } from "../../env";
import { estimateTokens } from "./answer-parse";
import { translateMarkdown } from "./markdown-segments";
import { failureOf } from "./openai-provider";
import { providerStatus, timeoutOf } from "./provider-settings";
import { type AiOutcome, providerError, withFallback } from "./studio";
import { templateProvider } from "./template-provider";
import { AiFailure } from "./types";
import { runBinding } from "./workers-ai-provider";

/**
 * The default translator on Cloudflare: Meta's M2M-100 (1.2B), a translation model (German<->English among its 100
 * languages), cheap per token and without a prompt a model could answer instead of translating (docs/translation.md).
 */
const TRANSLATION_MODEL = "@cf/meta/m2m100-1.2b";

/** How many segments go to the binding at once. */
const PARALLEL = 4;

type BindingAccess = Parameters<typeof runBinding>[0];

/** The text translated by m2m100, segment by segment within one timeout for the whole text. */
async function m2m100(access: BindingAccess, request: TranslationRequest): Promise<string> {
  const deadline = Date.now() + access.timeoutMs;
  const segment = async (text: string) => {
    const left = deadline - Date.now();
    if (left <= 0) throw new AiFailure("timeout");
    const input = { text, source_lang: request.source_language, target_lang: request.target_language };
    const answer = await runBinding({ ...access, timeoutMs: left }, TRANSLATION_MODEL, input);
    const translated = (answer as { translated_text?: unknown } | null)?.translated_text;
    if (typeof translated !== "string" || !translated.trim())
      throw new AiFailure(
        "incomplete",
        null,
        0,
        false,
        typeof translated === "string" ? null : JSON.stringify(answer ?? null).slice(0, 300),
      );
    return translated;
  };
  return translateMarkdown(request.text, segment, { glossary: request.keep, parallel: PARALLEL });
}

/**
 * The binding for the default translator: bound, and no provider configured (nor one named that cannot work); the
 * studio's implicit Workers AI text model (only the binding there) leaves translation to m2m100 too.
 */
function defaultBinding(env: Bindings): BindingAccess | null {
  const { settings, problem } = providerStatus(env);
  const implicit = settings?.kind === "workers-ai" && settings.implicit === true;
  if ((settings && !implicit) || problem || !env.AI) return null;
  return { ai: env.AI, gatewayId: env.AI_GATEWAY_ID?.trim() || null, timeoutMs: timeoutOf(env) };
}

export async function translateText(env: Bindings, request: TranslationRequest): Promise<AiOutcome<string>> {
  const access = defaultBinding(env);
  if (!access) return withFallback(env, (provider) => provider.translate(request));
  // m2m100 reports no usage: the tokens are estimated from the texts (it is billed per input and output token)
  try {
    const value = await m2m100(access, request);
    const tokens = estimateTokens(request.text) + estimateTokens(value);
    return { value, source: TRANSLATION_MODEL, tokens, estimated: true, provider_error: null, used_provider: true };
  } catch (err) {
    const failure = failureOf(err);
    console.warn(JSON.stringify({ level: "warn", event: "ai_translator_failed", kind: failure.kind, status: failure.status }));
    const fallback = await templateProvider.translate(request);
    return {
      ...fallback,
      tokens: estimateTokens(request.text),
      estimated: true,
      used_provider: true,
      provider_error: providerError(failure, access),
    };
  }
}

/**
 * @file Which provider answers: the OpenAI-compatible one when `AI_BASE_URL` and `AI_MODEL` are set, else the template
 * provider; when the real one fails, the template answers and the failure travels along (kind + the spec's text).
 */
import { AI_GENERATION_TIMEOUT_MS, type AiProviderError, aiErrorMessage } from "../../../common/schemas/ai-content";
import type { Bindings } from "../../env";
import { failureOf, type OpenAiSettings, openAiProvider } from "./openai-provider";
import { templateProvider } from "./template-provider";
import type { AiProvider, AiResult } from "./types";

/** The provider settings from vars and the secret, or null when none is configured. */
export function aiSettings(env: Bindings): OpenAiSettings | null {
  const baseURL = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseURL || !model) return null;
  // AI_TIMEOUT_MS only shortens the spec's 60 s (tests use it so as not to wait a minute)
  const timeout = Number.parseInt(env.AI_TIMEOUT_MS ?? "", 10);
  return {
    baseURL,
    model,
    apiKey: env.AI_API_KEY?.trim() ?? "",
    imageModel: env.AI_IMAGE_MODEL?.trim() ?? "",
    timeoutMs: timeout > 0 && timeout < AI_GENERATION_TIMEOUT_MS ? timeout : AI_GENERATION_TIMEOUT_MS,
  };
}

export interface AiOutcome<T> extends AiResult<T> {
  provider_error: AiProviderError | null;
  /** Whether the configured provider was asked (and so counts against the budget). */
  used_provider: boolean;
}

/**
 * Runs `call` on the configured provider, falling back to the templates on any failure. `images`: the call needs an
 * image model; without one the stock images answer (no error: nothing failed).
 */
export async function withFallback<T>(
  env: Bindings,
  call: (provider: AiProvider) => Promise<AiResult<T>>,
  options: { images?: boolean } = {},
): Promise<AiOutcome<T>> {
  const settings = aiSettings(env);
  if (!settings || (options.images && !settings.imageModel)) {
    return { ...(await call(templateProvider)), provider_error: null, used_provider: false };
  }
  try {
    return { ...(await call(openAiProvider(settings))), provider_error: null, used_provider: true };
  } catch (err) {
    const failure = failureOf(err);
    console.warn(JSON.stringify({ level: "warn", event: "ai_provider_failed", kind: failure.kind, status: failure.status }));
    const fallback = await call(templateProvider);
    return {
      ...fallback,
      tokens: failure.tokens,
      used_provider: true,
      provider_error: { kind: failure.kind, status: failure.status, message: aiErrorMessage(failure.kind, failure.status ?? undefined) },
    };
  }
}

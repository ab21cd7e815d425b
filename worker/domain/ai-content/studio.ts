/**
 * @file Which provider answers: the configured kind of the catalogue (provider-settings.ts), else the template
 * provider; when the real one fails, the template answers and the failure travels along (kind, the spec's text, the
 * provider's own words) with the tokens the failed call still cost. A setup that cannot work is such a failure too
 * ("misconfigured", naming the variable), not the silence of "no provider".
 */
import { type AiProviderError, type AiSetupProblem, aiErrorMessage } from "../../../common/schemas/ai-content";
import type { Bindings } from "../../env";
import { failureOf, openAiProvider } from "./openai-provider";
import { type ProviderSettings, providerStatus } from "./provider-settings";
import { templateProvider } from "./template-provider";
import type { AiFailure, AiProvider, AiResult } from "./types";
import { workersAiProvider } from "./workers-ai-provider";

export interface AiOutcome<T> extends AiResult<T> {
  provider_error: AiProviderError | null;
  /** Whether the configured provider was asked (and so counts against the budget). */
  used_provider: boolean;
}

export const providerFor = (settings: ProviderSettings): AiProvider =>
  settings.kind === "workers-ai" ? workersAiProvider(settings) : openAiProvider(settings);

/** A failure as the answers carry it. */
export function providerError(failure: AiFailure, settings: Pick<ProviderSettings, "timeoutMs">): AiProviderError {
  return {
    kind: failure.kind,
    status: failure.status,
    message: aiErrorMessage(failure.kind, {
      status: failure.status ?? undefined,
      timeoutSeconds: Math.round(settings.timeoutMs / 1000),
      via: failure.facts.via,
    }),
    detail: failure.detail,
  };
}

/** A wrong setup as the answers carry it: the variable and what is wrong with it. */
const setupError = (problem: AiSetupProblem): AiProviderError => ({
  kind: "misconfigured",
  status: null,
  message: aiErrorMessage("misconfigured"),
  detail: problem.message,
});

/**
 * Runs `call` on the configured provider, falling back to the templates on any failure. `images`: the call needs an
 * image model; without one the stock images answer (no error: nothing failed).
 */
export async function withFallback<T>(
  env: Bindings,
  call: (provider: AiProvider) => Promise<AiResult<T>>,
  options: { images?: boolean } = {},
): Promise<AiOutcome<T>> {
  const { settings, problem } = providerStatus(env);
  if (!settings || (options.images && !settings.imageModel)) {
    return { ...(await call(templateProvider)), provider_error: problem ? setupError(problem) : null, used_provider: false };
  }
  try {
    return { ...(await call(providerFor(settings))), provider_error: null, used_provider: true };
  } catch (err) {
    const failure = failureOf(err);
    console.warn(JSON.stringify({ level: "warn", event: "ai_provider_failed", kind: failure.kind, status: failure.status }));
    const fallback = await call(templateProvider);
    return {
      ...fallback,
      tokens: failure.tokens,
      estimated: failure.estimated,
      images: failure.facts.images ?? 0,
      used_provider: true,
      provider_error: providerError(failure, settings),
    };
  }
}

/**
 * @file "Verbindung testen": one tiny structured call (translate "Hallo") to the configured provider, admitted and
 * booked like every other call; answers the model, the latency and what works (text, JSON; images: a model is set,
 * not called, as a picture costs) or the provider's own error.
 */
import type { AiProviderCheckResponse } from "../../../common/schemas/ai-content";
import type { Deps } from "../../env";
import { accountAiCall, admitAiCall, withAdmission } from "./accounting";
import { failureOf } from "./openai-provider";
import { translationReservation } from "./output-caps";
import { aiSettings } from "./provider-settings";
import { providerError, providerFor } from "./studio";

const PROBE = { text: "Hallo", source_language: "de", target_language: "en", context: "general" } as const;

/** Failures in which the provider did answer with text, only not in the asked-for JSON. */
const ANSWERED_TEXT = new Set(["unreadable", "incomplete", "refused"]);

export async function checkProvider(deps: Deps): Promise<AiProviderCheckResponse> {
  const settings = aiSettings(deps.env);
  const none = { text: false, json: false, images: false };
  if (!settings) return { configured: false, kind: null, model: null, image_model: null, latency_ms: null, works: none, error: null };
  const admission = await admitAiCall(deps, translationReservation(PROBE.text));
  const started = Date.now();
  const result = await withAdmission(deps, admission, async () => {
    try {
      const answer = await providerFor(settings).translate(PROBE);
      return { answer, failure: null };
    } catch (err) {
      return { answer: null, failure: failureOf(err) };
    }
  });
  const latency_ms = Date.now() - started;
  const { answer, failure } = result;
  const error = failure ? providerError(failure, settings) : null;
  await accountAiCall(
    deps,
    admission,
    "ai-provider-check",
    {
      value: null,
      source: answer?.source ?? settings.model,
      tokens: answer?.tokens ?? failure?.tokens ?? 0,
      estimated: answer?.estimated ?? failure?.estimated,
      provider_error: error,
      used_provider: true,
    },
    { kind: settings.kind, latency_ms },
  );
  return {
    configured: true,
    kind: settings.kind,
    model: answer?.source ?? settings.model,
    image_model: settings.imageModel || null,
    latency_ms,
    works: {
      text: Boolean(answer) || (failure !== null && ANSWERED_TEXT.has(failure.kind)),
      json: Boolean(answer),
      images: Boolean(settings.imageModel),
    },
    error,
  };
}

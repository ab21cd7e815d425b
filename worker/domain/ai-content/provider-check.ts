/**
 * @file "Verbindung testen": one tiny structured call (translate "Hallo") to the configured provider, admitted and
 * booked like every other call; answers the model, the latency and what really came back: text (the model sent text
 * that is not empty), JSON (that text was the asked-for JSON with a translation in it), images (a model is set, not
 * called, as a picture costs); or the provider's own error. A setup that cannot work is named without a call.
 */
import type { AiProviderCheckResponse } from "../../../common/schemas/ai-content";
import type { Deps } from "../../env";
import { accountAiCall, admitAiCall, withAdmission } from "./accounting";
import { failureOf } from "./openai-provider";
import { translationReservation } from "./output-caps";
import { aiSettings, publicStatus } from "./provider-settings";
import { providerError, providerFor } from "./studio";

const PROBE = { text: "Hallo", source_language: "de", target_language: "en", context: "general" } as const;

export async function checkProvider(deps: Deps): Promise<AiProviderCheckResponse> {
  const status = publicStatus(deps.env);
  const settings = aiSettings(deps.env);
  if (!settings) return { ...status, latency_ms: null, works: { text: false, json: false, images: false }, error: null };
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
  // the translation schema only passes a translation that is not blank: an answer is text and JSON both
  const json = answer !== null && answer.value.trim() !== "";
  return {
    ...status,
    model: answer?.source ?? settings.model,
    latency_ms,
    works: { text: json || failure?.facts.textReceived === true, json, images: Boolean(settings.imageModel) },
    error,
  };
}

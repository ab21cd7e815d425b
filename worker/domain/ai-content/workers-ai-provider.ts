/**
 * @file The `workers-ai` kind through the Workers AI binding (`[ai] binding = "AI"`, no token): text models with an
 * explicit max_tokens and JSON mode, an image model such as FLUX.1 schnell, optionally through an AI Gateway by id.
 */
import { estimateTokens } from "./answer-parse";
import { readWorkersAiAnswer } from "./chat-answer";
import { promptText, workersAiChatInput } from "./chat-request";
import { workersAiImageInput } from "./image-request";
import { providerOf } from "./jobs";
import type { ProviderSettings } from "./provider-settings";
import { AiFailure, type GeneratedImage } from "./types";

type BindingSettings = Extract<ProviderSettings, { kind: "workers-ai" }>;

const TIMED_OUT = Symbol("timed out");

/** The binding's call, given up after the timeout (the binding takes no abort signal); its errors as AiFailure. */
export async function runBinding(
  settings: Pick<BindingSettings, "ai" | "gatewayId" | "timeoutMs">,
  model: string,
  input: object,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), settings.timeoutMs);
  });
  const options = settings.gatewayId ? { gateway: { id: settings.gatewayId } } : {};
  try {
    const call = (settings.ai.run as (m: string, i: object, o: object) => Promise<unknown>)(model, input, options);
    const answer = await Promise.race([call, timeout]);
    if (answer === TIMED_OUT) throw new AiFailure("timeout");
    return answer;
  } catch (err) {
    throw failureOfBinding(err, settings.gatewayId !== null);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The binding throws plain errors ("5025: JSON Mode couldn't be met", "3040: Capacity temporarily exceeded", ...). It
 * takes no API key: a 401 is the AI Gateway's (when one is set) or the binding's, never a key's.
 */
function failureOfBinding(err: unknown, throughGateway: boolean): AiFailure {
  if (err instanceof AiFailure) return err;
  const message = err instanceof Error ? err.message : String(err);
  const detail = message.slice(0, 300);
  if (/json mode/i.test(message)) return new AiFailure("incomplete", null, 0, false, detail);
  if (/\b401\b|unauthori[sz]ed|authentication/i.test(message))
    return new AiFailure("unauthorized", 401, 0, false, detail, {
      via: throughGateway || /gateway/i.test(message) ? "gateway" : "binding",
    });
  if (/\b429\b|capacity|rate limit|too many/i.test(message)) return new AiFailure("rate_limited", 429, 0, false, detail);
  if (/network|fetch failed|connect/i.test(message)) return new AiFailure("network", null, 0, false, detail);
  return new AiFailure("no_response", null, 0, false, detail);
}

async function bytesOf(answer: unknown): Promise<Uint8Array<ArrayBuffer> | null> {
  if (answer instanceof ReadableStream) return new Uint8Array(await new Response(answer).arrayBuffer());
  if (answer instanceof ArrayBuffer) return new Uint8Array(answer);
  if (answer instanceof Uint8Array) return new Uint8Array(answer);
  const image = (answer as { image?: unknown } | null)?.image;
  if (typeof image !== "string" || !image) return null;
  return Uint8Array.from(atob(image), (ch) => ch.charCodeAt(0));
}

export function workersAiProvider(settings: BindingSettings) {
  return providerOf({
    structured: async (job) => {
      let answer: unknown;
      try {
        answer = await runBinding(settings, settings.model, workersAiChatInput(job));
      } catch (err) {
        const failure = err as AiFailure;
        throw failure.kind === "timeout" ? failure.plus(estimateTokens(promptText(job)), true) : failure;
      }
      return readWorkersAiAnswer(answer, job, settings.model);
    },
    image: async (prompt, brief) => {
      if (!settings.imageModel) throw new AiFailure("no_response");
      const answer = await runBinding(settings, settings.imageModel, workersAiImageInput(settings.imageModel, prompt, brief));
      // the binding reports no tokens for images (Workers AI bills them in neurons): booked as one picture, no tokens
      let bytes: Uint8Array<ArrayBuffer> | null;
      try {
        bytes = await bytesOf(answer);
      } catch {
        throw new AiFailure("unreadable", null, 0, false, null, { images: 1 });
      }
      if (!bytes?.length) throw new AiFailure("incomplete", null, 0, false, null, { images: 1 });
      const value: GeneratedImage = { kind: "bytes", bytes };
      return { value, source: settings.imageModel, tokens: 0, images: 1 };
    },
  });
}

/**
 * @file The `openai` and `openai-compatible` kinds through the `openai` package: chat completions (bodies from
 * chat-request.ts), images from images/generations (image-request.ts), the configured extra headers (e.g. AI Gateway's
 * cf-aig-authorization). One try, no retries; every failure in the spec's catalogue, with the tokens it cost.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { estimateTokens, tokensOf } from "./answer-parse";
import { readCompletion } from "./chat-answer";
import { compatibleChatBody, openAiChatBody, promptText } from "./chat-request";
import { openAiImageBody } from "./image-request";
import { providerOf } from "./jobs";
import { imageTokenEstimate } from "./output-caps";
import type { ProviderSettings } from "./provider-settings";
import { AiFailure, type AiProvider, type AiResult, type GeneratedImage } from "./types";

type HttpSettings = Extract<ProviderSettings, { kind: "openai" | "openai-compatible" }>;

/** The provider's own error message, where its body was JSON (an HTML error page says nothing useful). */
function providerDetail(err: APIError): string | null {
  const body = err.error as { message?: unknown; error?: { message?: unknown } } | undefined;
  const message = typeof body?.message === "string" ? body.message : typeof body?.error?.message === "string" ? body.error.message : null;
  return message ? message.slice(0, 300) : null;
}

/** The failure kind of the specification's catalogue for whatever the client threw. */
export function failureOf(err: unknown, tokens = 0): AiFailure {
  if (err instanceof AiFailure) return err;
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError)
    return new AiFailure("timeout", null, tokens, tokens > 0);
  if (err instanceof APIConnectionError) return new AiFailure("network", null, tokens);
  if (err instanceof APIError && typeof err.status === "number") {
    const kind = err.status === 401 ? "unauthorized" : err.status === 429 ? "rate_limited" : err.status === 500 ? "server_error" : "status";
    return new AiFailure(kind, err.status, tokens, false, providerDetail(err));
  }
  // a body that is not JSON although it says so
  if (err instanceof SyntaxError) return new AiFailure("unreadable", null, tokens);
  return new AiFailure("no_response", null, tokens);
}

function clientFor(settings: HttpSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseURL,
    // local servers need no key; the client insists on one
    apiKey: settings.apiKey || "no-key",
    timeout: settings.timeoutMs,
    maxRetries: 0,
    defaultHeaders: settings.extraHeaders,
    // the global fetch of the moment (tests stand in for the provider there)
    fetch: (input, init) => fetch(input, init),
  });
}

/** A timed-out call may have been worked on: its prompt is booked as an estimate. */
const timeoutCost = (err: unknown, prompt: string) =>
  err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError ? estimateTokens(prompt) : 0;

function image(settings: HttpSettings) {
  return async (prompt: string, brief: Parameters<AiProvider["image"]>[0]): Promise<AiResult<GeneratedImage>> => {
    if (!settings.imageModel) throw new AiFailure("no_response");
    const source = settings.imageModel;
    let result: { data?: { b64_json?: string; url?: string }[]; usage?: unknown } | undefined;
    try {
      result = (await clientFor(settings).images.generate(openAiImageBody(settings.imageModel, prompt, brief) as never)) as typeof result;
    } catch (err) {
      throw failureOf(err, timeoutCost(err, prompt));
    }
    const usage = tokensOf(result?.usage, "", "");
    // no usage block (DALL-E, most compatible servers): what such a picture costs, marked as an estimate
    const { tokens, estimated } = usage.estimated ? { tokens: imageTokenEstimate(brief), estimated: true } : usage;
    const first = Array.isArray(result?.data) ? result.data[0] : undefined;
    if (first?.b64_json) {
      try {
        return {
          value: { kind: "bytes", bytes: Uint8Array.from(atob(first.b64_json), (ch) => ch.charCodeAt(0)) },
          source,
          tokens,
          estimated,
        };
      } catch {
        throw new AiFailure("unreadable", null, tokens, estimated);
      }
    }
    if (first?.url) return { value: { kind: "url", url: first.url }, source, tokens, estimated };
    throw new AiFailure("incomplete", null, tokens, estimated);
  };
}

export function openAiProvider(settings: HttpSettings): AiProvider {
  return providerOf({
    structured: async (job) => {
      const body =
        settings.kind === "openai" ? openAiChatBody(settings.model, job) : compatibleChatBody(settings.model, job, settings.jsonMode);
      let completion: unknown;
      try {
        completion = await clientFor(settings).chat.completions.create(body as never);
      } catch (err) {
        throw failureOf(err, timeoutCost(err, promptText(job)));
      }
      return readCompletion(completion, job, settings.model);
    },
    image: image(settings),
  });
}

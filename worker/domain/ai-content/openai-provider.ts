/**
 * @file The `openai`, `azure-openai` and `openai-compatible` kinds through the `openai` package: chat completions
 * (bodies from chat-request.ts), images from images/generations (image-request.ts), the configured extra headers
 * (e.g. AI Gateway's cf-aig-authorization). Azure OpenAI: the deployment's URL with `api-version`, the key in the
 * `api-key` header (the package's AzureOpenAI client). One try, no retries; every failure in the spec's catalogue,
 * with the tokens it cost; a 401 from an AI Gateway says so.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from "openai";
import { estimateTokens, tokensOf } from "./answer-parse";
import { readCompletion } from "./chat-answer";
import { compatibleChatBody, openAiChatBody, promptText } from "./chat-request";
import { openAiImageBody } from "./image-request";
import { providerOf } from "./jobs";
import type { ProviderSettings } from "./provider-settings";
import { reasoningOf } from "./reasoning";
import { AiFailure, type AiProvider, type AiResult, type GeneratedImage } from "./types";

type HttpSettings = Extract<ProviderSettings, { kind: "openai" | "azure-openai" | "openai-compatible" }>;

type ErrorBody = { message?: unknown; code?: unknown; error?: { message?: unknown } } | { code?: unknown; message?: unknown }[];

/**
 * The provider's own error message, where its body was JSON (an HTML error page says nothing useful): OpenAI's
 * `{ error: { message } }`, or Cloudflare AI Gateway's `{ success: false, error: [{ code, message }] }`.
 */
function providerDetail(err: APIError): string | null {
  const body = err.error as ErrorBody | undefined;
  if (Array.isArray(body)) {
    const first = body[0];
    const text = typeof first?.message === "string" ? first.message : null;
    return text ? `${typeof first?.code === "number" ? `${first.code}: ` : ""}${text}`.slice(0, 300) : null;
  }
  const message = typeof body?.message === "string" ? body.message : typeof body?.error?.message === "string" ? body.error.message : null;
  return message ? message.slice(0, 300) : null;
}

/** An AI Gateway in front of the provider: its host, or its error shape (an array of `{ code, message }`). */
const viaGateway = (err: APIError, baseURL: string | null) =>
  Array.isArray(err.error) || (baseURL !== null && /(^|\.)gateway\.ai\.cloudflare\.com$/.test(new URL(baseURL).host));

/** The failure kind of the specification's catalogue for whatever the client threw (`baseURL`: where it was sent). */
export function failureOf(err: unknown, tokens = 0, baseURL: string | null = null): AiFailure {
  if (err instanceof AiFailure) return err;
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError)
    return new AiFailure("timeout", null, tokens, tokens > 0);
  if (err instanceof APIConnectionError) return new AiFailure("network", null, tokens);
  if (err instanceof APIError && typeof err.status === "number") {
    const kind = err.status === 401 ? "unauthorized" : err.status === 429 ? "rate_limited" : err.status === 500 ? "server_error" : "status";
    const via = kind === "unauthorized" && viaGateway(err, baseURL) ? "gateway" : null;
    return new AiFailure(kind, err.status, tokens, false, providerDetail(err), { via });
  }
  // a body that is not JSON although it says so
  if (err instanceof SyntaxError) return new AiFailure("unreadable", null, tokens);
  return new AiFailure("no_response", null, tokens);
}

/** The client of a kind; Azure's for one deployment (the chat model's, or the image model's). */
function clientFor(settings: HttpSettings, deployment?: string): OpenAI {
  const common = {
    timeout: settings.timeoutMs,
    maxRetries: 0,
    defaultHeaders: settings.extraHeaders,
    // the global fetch of the moment (tests stand in for the provider there)
    fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, init),
  };
  if (settings.kind === "azure-openai") {
    const endpoint = settings.baseURL.replace(/\/+$/, "").replace(/\/openai(\/v1)?$/, "");
    return new AzureOpenAI({
      ...common,
      baseURL: `${endpoint}/openai`,
      apiKey: settings.apiKey,
      apiVersion: settings.apiVersion,
      deployment: deployment ?? settings.deployment,
    });
  }
  // local servers need no key; the client insists on one
  return new OpenAI({ ...common, baseURL: settings.baseURL, apiKey: settings.apiKey || "no-key" });
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
      const client = clientFor(settings, settings.imageModel);
      result = (await client.images.generate(openAiImageBody(settings.imageModel, prompt, brief) as never)) as typeof result;
    } catch (err) {
      throw failureOf(err, timeoutCost(err, prompt), settings.baseURL);
    }
    const usage = tokensOf(result?.usage, "", "");
    // a picture is booked as a picture; tokens only where the model reports them (GPT image models), never made up
    const tokens = usage.estimated ? 0 : usage.tokens;
    const first = Array.isArray(result?.data) ? result.data[0] : undefined;
    if (first?.b64_json) {
      try {
        const bytes = Uint8Array.from(atob(first.b64_json), (ch) => ch.charCodeAt(0));
        return { value: { kind: "bytes", bytes }, source, tokens, images: 1 };
      } catch {
        throw new AiFailure("unreadable", null, tokens, false, null, { images: 1 });
      }
    }
    if (first?.url) return { value: { kind: "url", url: first.url }, source, tokens, images: 1 };
    throw new AiFailure("incomplete", null, tokens);
  };
}

/** The chat body of the kind, and the cap it carries (the job's, with room for reasoning where the model reasons). */
function chatBody(settings: HttpSettings, job: Parameters<typeof openAiChatBody>[1]) {
  const cap = reasoningOf(settings.model, job.cap).cap;
  return settings.kind === "openai-compatible"
    ? { body: compatibleChatBody(settings.model, job, settings.jsonMode), cap }
    : { body: openAiChatBody(settings.model, job), cap };
}

export function openAiProvider(settings: HttpSettings): AiProvider {
  return providerOf({
    structured: async (job) => {
      const { body, cap } = chatBody(settings, job);
      let completion: unknown;
      try {
        completion = await clientFor(settings).chat.completions.create(body as never);
      } catch (err) {
        throw failureOf(err, timeoutCost(err, promptText(job)), settings.baseURL);
      }
      return readCompletion(completion, job, settings.model, cap);
    },
    image: image(settings),
  });
}

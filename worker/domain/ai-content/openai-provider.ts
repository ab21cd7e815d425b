/**
 * @file The OpenAI-compatible provider (OpenAI, Azure OpenAI v1, Workers AI's compatible endpoint, AI Gateway, a local
 * server) through the `openai` package: chat completions with a JSON-schema response format, every answer validated
 * with zod (a misfit is "incomplete", never used half), images from images/generations. One try, no retries.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import { articleAnswer, linkedinAnswer, titlesAnswer, translationAnswer } from "./answers";
import { articlePrompt, type ChatPrompt, imagePrompt, linkedinPrompt, titlesPrompt, translationPrompt } from "./prompts";
import { AiFailure, type AiProvider, type AiResult, type GeneratedImage } from "./types";

export interface OpenAiSettings {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Empty: no image model, the stock images answer. */
  imageModel: string;
  timeoutMs: number;
}

/** The failure kind of the specification's catalogue for whatever the client threw. */
export function failureOf(err: unknown, tokens = 0): AiFailure {
  if (err instanceof AiFailure) return err;
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) return new AiFailure("timeout", null, tokens);
  if (err instanceof APIConnectionError) return new AiFailure("network", null, tokens);
  if (err instanceof APIError && typeof err.status === "number") {
    const kind = err.status === 401 ? "unauthorized" : err.status === 429 ? "rate_limited" : err.status === 500 ? "server_error" : "status";
    return new AiFailure(kind, err.status, tokens);
  }
  // a body that is not JSON although it says so
  if (err instanceof SyntaxError) return new AiFailure("unreadable", null, tokens);
  return new AiFailure("no_response", null, tokens);
}

function clientFor(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseURL,
    // local servers need no key; the client insists on one
    apiKey: settings.apiKey || "no-key",
    timeout: settings.timeoutMs,
    maxRetries: 0,
    // the global fetch of the moment (tests stand in for the provider there)
    fetch: (input, init) => fetch(input, init),
  });
}

/** One chat completion whose answer must fit `schema`. */
async function structured<S extends z.ZodType>(
  settings: OpenAiSettings,
  prompt: ChatPrompt,
  schema: S,
  name: string,
): Promise<AiResult<z.output<S>>> {
  let tokens = 0;
  try {
    const completion = await clientFor(settings).chat.completions.create({
      model: settings.model,
      messages: [
        { role: "system", content: prompt.system },
        { role: "user", content: prompt.user },
      ],
      response_format: zodResponseFormat(schema, name),
    });
    if (!completion || typeof completion !== "object" || !Array.isArray(completion.choices)) throw new AiFailure("unreadable");
    tokens = completion.usage?.total_tokens ?? 0;
    const choice = completion.choices[0];
    const content = choice?.message?.content;
    if (!content?.trim()) throw new AiFailure("incomplete", null, tokens);
    if (choice.finish_reason === "length") throw new AiFailure("incomplete", null, tokens);
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new AiFailure("unreadable", null, tokens);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new AiFailure("incomplete", null, tokens);
    return { value: parsed.data, source: completion.model || settings.model, tokens };
  } catch (err) {
    throw failureOf(err, tokens);
  }
}

async function generateImage(
  settings: OpenAiSettings,
  prompt: string,
  size: "1792x1024",
  quality: string,
): Promise<AiResult<GeneratedImage>> {
  if (!settings.imageModel) throw new AiFailure("no_response");
  try {
    const result = await clientFor(settings).images.generate({
      model: settings.imageModel,
      prompt,
      size,
      // "standard" is DALL-E 3's default and unknown to other image models: only "hd" is sent
      ...(quality === "hd" ? { quality: "hd" as const } : {}),
      n: 1,
    });
    const tokens = result?.usage?.total_tokens ?? 0;
    const first = Array.isArray(result?.data) ? result.data[0] : undefined;
    const source = settings.imageModel;
    if (first?.b64_json) {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = Uint8Array.from(atob(first.b64_json), (ch) => ch.charCodeAt(0));
      } catch {
        throw new AiFailure("unreadable", null, tokens);
      }
      return { value: { kind: "bytes", bytes }, source, tokens };
    }
    if (first?.url) return { value: { kind: "url", url: first.url }, source, tokens };
    throw new AiFailure("incomplete", null, tokens);
  } catch (err) {
    throw failureOf(err);
  }
}

export function openAiProvider(settings: OpenAiSettings): AiProvider {
  return {
    article: (brief) => structured(settings, articlePrompt(brief), articleAnswer(brief.english), "blog_article"),
    linkedin: (brief) => structured(settings, linkedinPrompt(brief), linkedinAnswer(brief.english), "linkedin_post"),
    titles: async (brief) => {
      const result = await structured(settings, titlesPrompt(brief), titlesAnswer, "title_suggestions");
      return { ...result, value: result.value.titles.slice(0, brief.count) };
    },
    translate: async (request) => {
      const result = await structured(settings, translationPrompt(request), translationAnswer, "translation");
      return { ...result, value: result.value.translated_text };
    },
    image: (brief) => generateImage(settings, imagePrompt(brief), brief.size, brief.quality),
  };
}

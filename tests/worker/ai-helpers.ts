/**
 * @file A fake OpenAI-compatible server for the AI studio's tests: the worker's outbound fetch is stubbed (the openai
 * client calls the global fetch of the moment), the provider is configured through the worker's env until reset.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";

export const AI_BASE = "https://ai.example.test/v1";
export const AI_KEY = "sk-test-secret-key-that-must-never-leave-the-worker";
export const FAKE_MODEL = "fake-model-1";
export const FAKE_IMAGE_MODEL = "fake-image-1";
/** The shortened provider timeout of the tests (the spec's 60 s in production). */
export const TEST_TIMEOUT_MS = 300;

const mutableEnv = env as unknown as Record<string, unknown>;

/**
 * The hooks an AI test file shares: the provider fallback's warnings kept quiet and the per-user AI limit emptied before
 * each test; after it the spies restored and the provider the test configured (`provider.set(configureProvider())`)
 * put back (also at once: `provider.putBack()`).
 */
export function aiTestHooks() {
  let undo: () => void = () => undefined;
  beforeEach(async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM ai_rate_limits").run();
  });
  const putBack = () => {
    undo();
    undo = () => undefined;
  };
  afterEach(() => {
    vi.restoreAllMocks();
    putBack();
  });
  const set = (reset: () => void) => {
    undo = reset;
  };
  return { set, putBack };
}

/** Configures the provider (by default the OpenAI-compatible one at AI_BASE) until the returned reset runs. */
export function configureProvider(vars: Record<string, unknown> = {}) {
  const settings: Record<string, unknown> = {
    AI_BASE_URL: AI_BASE,
    AI_MODEL: FAKE_MODEL,
    AI_IMAGE_MODEL: FAKE_IMAGE_MODEL,
    AI_API_KEY: AI_KEY,
    AI_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
    ...vars,
  };
  const before = Object.fromEntries(Object.keys(settings).map((k) => [k, mutableEnv[k]]));
  Object.assign(mutableEnv, settings);
  return () => Object.assign(mutableEnv, before);
}

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** Which structured answer a chat request asks for (the response format's name). */
export const formatName = (req: SeenRequest) =>
  ((req.body?.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? "") as
    | "blog_article"
    | "linkedin_post"
    | "title_suggestions"
    | "alt_text"
    | "translation";

/** Stubs the worker's fetch with `handler` as the provider; records every request it sees. */
export function fakeProvider(handler: (req: SeenRequest, signal: AbortSignal | null) => Response | Promise<Response>) {
  const seen: SeenRequest[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === "GET" ? "" : await request.text();
    const req = { url: request.url, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null };
    seen.push(req);
    return handler(req, init?.signal ?? null);
  });
  return { seen, spy };
}

export interface BindingCall {
  model: string;
  input: Record<string, unknown>;
  options: Record<string, unknown>;
}

/** A fake Workers AI binding: `answer` stands in for the model; every call is recorded. */
export function fakeAiBinding(answer: (call: BindingCall) => unknown) {
  const calls: BindingCall[] = [];
  const binding = {
    run: async (model: string, input: Record<string, unknown>, options: Record<string, unknown> = {}) => {
      const call = { model, input, options };
      calls.push(call);
      return answer(call);
    },
  };
  return { binding, calls };
}

/** A chat completion whose message content is `content` (objects as JSON text). */
export function chatAnswer(content: unknown, tokens = 100) {
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: FAKE_MODEL,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content), refusal: null },
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: tokens / 2, completion_tokens: tokens / 2, total_tokens: tokens },
  });
}

/** An OpenAI-style error answer. */
export const errorAnswer = (status: number) =>
  Response.json({ error: { message: `fake error ${status}`, type: "error", code: null } }, { status });

/** A fetch that answers only when aborted (by the client's timeout). */
export const neverAnswers = (signal: AbortSignal | null) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });

export const goodArticle = {
  title_de: "Datenstrategie: der erste Schritt zu KI",
  content_de: "Einleitung.\n\n## Warum jetzt\n\nText.\n\n## Fazit\n\nSprechen Sie uns an.",
  excerpt_de: "Warum eine Datenstrategie zuerst kommt.",
  title_en: "Data strategy: the first step to AI",
  content_en: "Introduction.\n\n## Why now\n\nText.\n\n## Conclusion\n\nGet in touch.",
  excerpt_en: "Why a data strategy comes first.",
  image_prompt: "A calm modern office with data dashboards",
};

export const goodLinkedin = { content_de: "Ein LinkedIn-Post.", content_en: "A LinkedIn post." };
export const goodTitles = { titles: ["Titel 1", "Titel 2", "Titel 3", "Titel 4", "Titel 5"] };

/** Answers every chat request well, by the format it asks for. */
export function goodChat(req: SeenRequest) {
  const answers = {
    blog_article: goodArticle,
    linkedin_post: goodLinkedin,
    title_suggestions: goodTitles,
    translation: { translated_text: "Hello world" },
    alt_text: { alt_text: "Team im Workshop", alt_en: "Team in a workshop" },
  };
  return chatAnswer(answers[formatName(req)] ?? {});
}

/**
 * Reasoning tokens a reasoning model spends on one of the studio's small jobs, per effort; absent = the model's
 * default (medium for GPT-5 and its mini and nano). Rounded from published measurements of gpt-5-mini's output tokens
 * per effort on a short task (minimal ~1,800 and medium ~2,500 in all, of which the visible answer is most at minimal).
 */
export const REASONING_SPEND: Record<string, number> = { none: 0, minimal: 256, low: 1_024, medium: 2_560, high: 6_400 };

/**
 * A chat completion as a reasoning model gives it: the reasoning tokens count against `max_completion_tokens` (or
 * `max_tokens`) before a word of the answer; an answer that does not fit ends with `finish_reason: "length"` and what
 * fitted of it, nothing when the reasoning used the whole cap. `answer`: the JSON the model would write.
 */
export function reasoningCompletion(req: SeenRequest, answer: unknown, defaultEffort = "medium") {
  const body = req.body ?? {};
  const cap = Number(body.max_completion_tokens ?? body.max_tokens ?? 4_096);
  const reasoning = REASONING_SPEND[String(body.reasoning_effort ?? defaultEffort)] ?? REASONING_SPEND.medium;
  const text = JSON.stringify(answer);
  const visible = Math.ceil(text.length / 4);
  const fits = reasoning + visible <= cap;
  const shown = fits ? text : text.slice(0, Math.max(0, cap - reasoning) * 4);
  const completion = fits ? reasoning + visible : cap;
  return Response.json({
    id: "chatcmpl-reasoning",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", content: shown, refusal: null }, finish_reason: fits ? "stop" : "length" }],
    usage: {
      prompt_tokens: 500,
      completion_tokens: completion,
      total_tokens: 500 + completion,
      completion_tokens_details: { reasoning_tokens: Math.min(reasoning, cap) },
    },
  });
}

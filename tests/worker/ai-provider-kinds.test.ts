/**
 * The provider catalogue: `openai`, `openai-compatible` (each JSON mode, extra headers) and `workers-ai` through a fake
 * AI binding. Every request body is checked against the provider's published request schema; each call carries an
 * output cap sized for its job; images use the sizes and qualities the model accepts. And the settings' provider check.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AiGenerateResponse, AiImageResponse, AiProviderCheckResponse } from "../../common/schemas/ai-content";
import { DEFAULT_WORKERS_AI_MODEL } from "../../worker/domain/ai-content/provider-settings";
import {
  AI_KEY,
  aiTestHooks,
  type BindingCall,
  chatAnswer,
  configureProvider,
  errorAnswer,
  fakeAiBinding,
  fakeProvider,
  goodArticle,
  goodLinkedin,
  goodTitles,
  type SeenRequest,
} from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";
import { openAiImageRuleErrors, openAiRequestErrors, workersAiInputErrors } from "./request-schemas";

let editor: string;
let admin: string;
const provider = aiTestHooks();

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
  admin = await sessionCookie((await createStaff("admin")).id);
});

const brief = { title: "Datenstrategie", description: "Warum Daten zuerst kommen.", tags: ["Daten", "KI"], category: "trends-topics" };

/** Which job a chat request is, from its prompt (JSON-object and prompt-only modes name no schema). */
function jobOf(messages: { content: string }[]): "article" | "linkedin" | "titles" | "translation" {
  const text = messages.map((m) => m.content).join("\n");
  if (text.includes("Write a blog article")) return "article";
  if (text.includes("Write a LinkedIn post")) return "linkedin";
  if (text.includes("Suggest")) return "titles";
  return "translation";
}
const ANSWERS = { article: goodArticle, linkedin: goodLinkedin, titles: goodTitles, translation: { translated_text: "Hello" } };
const answerFor = (req: SeenRequest) => chatAnswer(ANSWERS[jobOf(req.body?.messages as { content: string }[])]);

const PNG = png(1536, 1024);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function generate(cookie = editor) {
  const res = await api(cookie, "POST", "/api/admin/ai-content/generate", brief);
  expect(res.status).toBe(200);
  return (await res.json()) as AiGenerateResponse;
}

async function image(body: object) {
  const res = await api(editor, "POST", "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Daten", ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as AiImageResponse;
}

describe("openai", () => {
  it("sends Chat Completions bodies valid against CreateChatCompletionRequest, strict schema and max_completion_tokens per job", async () => {
    provider.set(configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_MODEL: "gpt-5-mini", AI_EXTRA_HEADERS: "" }));
    const { seen } = fakeProvider(answerFor);
    const answer = await generate();
    expect(answer).toMatchObject({ source: "fake-model-1", provider_error: null, content: { blog_content: goodArticle.content_de } });
    expect(seen).toHaveLength(2);
    for (const req of seen) {
      expect(req.url).toBe("https://api.openai.com/v1/chat/completions");
      expect(req.headers.get("authorization")).toBe(`Bearer ${AI_KEY}`);
      expect(openAiRequestErrors("CreateChatCompletionRequest", req.body)).toEqual([]);
      expect(req.body).not.toHaveProperty("max_tokens");
      expect(req.body).toMatchObject({ model: "gpt-5-mini", response_format: { type: "json_schema", json_schema: { strict: true } } });
    }
    // gpt-5-mini reasons: the visible caps (8,000 / 1,600) get 1,500 tokens of room at the effort it is sent
    const caps = Object.fromEntries(seen.map((r) => [jobOf(r.body?.messages as { content: string }[]), r.body?.max_completion_tokens]));
    expect(caps).toEqual({ article: 9500, linkedin: 3100 });
    expect(seen.map((r) => r.body?.reasoning_effort)).toEqual(["minimal", "minimal"]);
  });

  it("asks gpt-image-1 for the sizes and qualities it accepts: landscape 1536x1024, square 1024x1024, hd as high", async () => {
    provider.set(configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_IMAGE_MODEL: "gpt-image-1" }));
    const { seen } = fakeProvider(() => Response.json({ created: 1, data: [{ b64_json: base64(PNG) }], usage: { total_tokens: 1600 } }));
    expect((await image({ format: "landscape" })).image_url).toMatch(/^\/media\//);
    await image({ format: "square", quality: "hd" });
    expect(seen.map((r) => [r.body?.size, r.body?.quality])).toEqual([
      ["1536x1024", "medium"],
      ["1024x1024", "high"],
    ]);
    for (const req of seen) {
      expect(req.url).toBe("https://api.openai.com/v1/images/generations");
      expect(openAiRequestErrors("CreateImageRequest", req.body)).toEqual([]);
      expect(openAiImageRuleErrors(req.body as Record<string, unknown>)).toEqual([]);
    }
  });

  it("the rule check itself refuses what the product used to send (1792x1024 and hd for a GPT image model)", () => {
    expect(openAiImageRuleErrors({ model: "gpt-image-1", prompt: "x", size: "1792x1024", quality: "hd" })).toHaveLength(2);
    expect(openAiRequestErrors("CreateChatCompletionRequest", { model: "m", messages: [], max_output: 5 })).toContain(
      "unknown field max_output",
    );
    // and the schema itself: messages are required, max_completion_tokens is an integer
    expect(openAiRequestErrors("CreateChatCompletionRequest", { model: "m" })).not.toEqual([]);
    expect(openAiRequestErrors("CreateChatCompletionRequest", { model: "m", messages: [], max_completion_tokens: "many" })).not.toEqual([]);
    expect(workersAiInputErrors("flux-1-schnell", { prompt: "x", steps: 20 })).not.toEqual([]);
  });
});

describe("openai-compatible", () => {
  for (const mode of ["json_schema", "json_object", "prompt"] as const) {
    it(`JSON mode ${mode}: bodies valid against CreateChatCompletionRequest with max_tokens; the model's answer is used`, async () => {
      provider.set(configureProvider({ AI_JSON_MODE: mode }));
      const { seen } = fakeProvider(answerFor);
      const answer = await generate();
      expect(answer.provider_error).toBeNull();
      expect(answer.content.title).toBe(goodArticle.title_de);
      for (const req of seen) {
        expect(openAiRequestErrors("CreateChatCompletionRequest", req.body)).toEqual([]);
        expect(req.body?.max_tokens).toBeGreaterThan(256);
        const format = req.body?.response_format as { type: string } | undefined;
        const prompt = JSON.stringify(req.body?.messages);
        if (mode === "json_schema") expect(format?.type).toBe("json_schema");
        if (mode === "json_object") expect(format).toEqual({ type: "json_object" });
        if (mode === "prompt") expect(format).toBeUndefined();
        // outside strict mode the prompt carries the schema
        expect(prompt.includes("valid against this JSON schema")).toBe(mode !== "json_schema");
      }
    });
  }

  it("sends the extra headers of the secret AI_EXTRA_HEADERS (AI Gateway's cf-aig-authorization) with every call", async () => {
    provider.set(configureProvider({ AI_EXTRA_HEADERS: '{"cf-aig-authorization": "Bearer gateway-token"}' }));
    const { seen } = fakeProvider(answerFor);
    await generate();
    expect(seen.map((r) => r.headers.get("cf-aig-authorization"))).toEqual(["Bearer gateway-token", "Bearer gateway-token"]);
  });
});

describe("workers-ai through the AI binding", () => {
  const textAnswer = (call: BindingCall) => ({
    response: ANSWERS[jobOf(call.input.messages as { content: string }[])],
    usage: { prompt_tokens: 300, completion_tokens: 700, total_tokens: 1000 },
  });

  it("sends inputs valid against the model's schema: explicit max_tokens, JSON mode with the bare schema, the gateway by id", async () => {
    const { binding, calls } = fakeAiBinding(textAnswer);
    provider.set(
      configureProvider({
        AI_PROVIDER: "workers-ai",
        AI_BASE_URL: "",
        AI_API_KEY: "",
        AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
        AI_GATEWAY_ID: "studio-gateway",
        AI: binding,
      }),
    );
    const spy = vi.spyOn(globalThis, "fetch");
    const answer = await generate();
    expect(answer).toMatchObject({ source: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", provider_error: null });
    expect(answer.content.linkedin_content).toBe(goodLinkedin.content_de);
    expect(spy).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
      expect(workersAiInputErrors("llama-3.3-70b-instruct-fp8-fast", call.input)).toEqual([]);
      expect(call.input.max_tokens).toBeGreaterThan(256);
      const format = call.input.response_format as { type: string; json_schema: Record<string, unknown> };
      expect(format.type).toBe("json_schema");
      expect(format.json_schema).toMatchObject({ type: "object", required: expect.any(Array) });
      expect(format.json_schema).not.toHaveProperty("name");
      expect(call.options).toEqual({ gateway: { id: "studio-gateway" } });
    }
    const usage = await env.DB.prepare("SELECT SUM(tokens) AS t FROM ai_usage").first<{ t: number }>();
    expect(usage?.t).toBeGreaterThanOrEqual(2000);
  });

  it("reads a text answer with a fence too; 'JSON Mode couldn't be met' falls back to the template as incomplete", async () => {
    let fail = false;
    const { binding } = fakeAiBinding((call) => {
      if (fail) throw new Error("5025: JSON Mode couldn't be met");
      const value = ANSWERS[jobOf(call.input.messages as { content: string }[])];
      return { response: `\`\`\`json\n${JSON.stringify(value)}\n\`\`\`` };
    });
    provider.set(configureProvider({ AI_PROVIDER: "workers-ai", AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI: binding }));
    expect((await generate()).content.title).toBe(goodArticle.title_de);
    fail = true;
    const failed = await generate();
    expect(failed).toMatchObject({ source: "template", provider_error: { kind: "incomplete", detail: "5025: JSON Mode couldn't be met" } });
  });

  it("makes images with FLUX.1 schnell through the binding (input valid against its schema) and stores them", async () => {
    const { binding, calls } = fakeAiBinding(() => ({ image: base64(png(1024, 1024)) }));
    provider.set(
      configureProvider({
        AI_PROVIDER: "workers-ai",
        AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
        AI_IMAGE_MODEL: "@cf/black-forest-labs/flux-1-schnell",
        AI: binding,
      }),
    );
    const answer = await image({ format: "square", prompt: "x".repeat(3000) });
    expect(answer).toMatchObject({ source: "@cf/black-forest-labs/flux-1-schnell", provider_error: null });
    expect(answer.image_url).toMatch(/^\/media\/ai-daten-/);
    expect(calls[0].model).toBe("@cf/black-forest-labs/flux-1-schnell");
    expect(workersAiInputErrors("flux-1-schnell", calls[0].input)).toEqual([]);
  });

  it("with only the binding (nothing configured, as on Cloudflare) the studio writes with the default Workers AI model", async () => {
    const { binding, calls } = fakeAiBinding(textAnswer);
    provider.set(configureProvider({ AI_PROVIDER: "", AI_BASE_URL: "", AI_MODEL: "", AI_IMAGE_MODEL: "", AI_API_KEY: "", AI: binding }));
    const answer = await generate();
    expect(answer).toMatchObject({ source: DEFAULT_WORKERS_AI_MODEL, provider_error: null });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.model).toBe(DEFAULT_WORKERS_AI_MODEL);
      expect(workersAiInputErrors("llama-3.3-70b-instruct-fp8-fast", call.input)).toEqual([]);
    }
  });

  it("without the binding the templates answer (nothing to call)", async () => {
    provider.set(configureProvider({ AI_PROVIDER: "workers-ai", AI: undefined }));
    expect((await generate()).source).toBe("template");
  });
});

describe("POST /api/admin/ai-content/provider-check", () => {
  const check = async (cookie = admin) => {
    const res = await api(cookie, "POST", "/api/admin/ai-content/provider-check", {});
    return { status: res.status, body: (await res.json()) as AiProviderCheckResponse };
  };

  it("makes one tiny call and shows the model, the latency and what works", async () => {
    provider.set(configureProvider());
    const { seen } = fakeProvider(answerFor);
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      configured: true,
      kind: "openai-compatible",
      model: "fake-model-1",
      image_model: "fake-image-1",
      works: { text: true, json: true, images: true },
      error: null,
    });
    expect(body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(seen).toHaveLength(1);
    expect(seen[0].body?.max_tokens).toBeLessThan(1000);
  });

  it("shows the provider's own error, says text works when only the JSON was wrong, and nothing without a provider", async () => {
    provider.set(configureProvider());
    fakeProvider(() => Response.json({ error: { message: "Incorrect API key provided" } }, { status: 401 }));
    expect((await check()).body).toMatchObject({
      works: { text: false, json: false },
      error: { kind: "unauthorized", status: 401, detail: "Incorrect API key provided" },
    });
    vi.restoreAllMocks();
    fakeProvider(() => chatAnswer("Hello there, no JSON here."));
    expect((await check()).body).toMatchObject({ works: { text: true, json: false }, error: { kind: "unreadable" } });
    provider.putBack();
    provider.set(configureProvider({ AI_MODEL: "" }));
    expect((await check()).body).toMatchObject({ configured: false, latency_ms: null, error: null });
  });

  it("is for staff who may edit settings and use AI", async () => {
    provider.set(configureProvider());
    fakeProvider(() => errorAnswer(500));
    expect((await check(editor)).status).toBe(403);
  });
});

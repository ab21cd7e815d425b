/**
 * The `azure-openai` kind (issue 45): requests go to the deployment's URL with `api-version`, carry the key in the
 * `api-key` header (no bearer token) and `max_completion_tokens` (never `max_tokens`, which Azure answers with 400 for
 * GPT-5 and o-series deployments), `reasoning_effort` for a reasoning model, and validate against OpenAI's published
 * CreateChatCompletionRequest / CreateImageRequest (Azure OpenAI's inference API takes the same bodies). The same
 * deployment reached as `openai-compatible` (Azure's v1 URL) sends max_tokens and gets the 400: why the kind exists.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AiGenerateResponse, AiImageResponse, AiUsageResponse } from "../../common/schemas/ai-content";
import {
  AI_KEY,
  aiTestHooks,
  configureProvider,
  fakeProvider,
  formatName,
  goodArticle,
  goodLinkedin,
  reasoningCompletion,
} from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";
import { openAiImageRuleErrors, openAiReasoningRuleErrors, openAiRequestErrors } from "./request-schemas";

let editor: string;
const provider = aiTestHooks();

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
});

const RESOURCE = "https://studio-res.openai.azure.com";
const azure = (vars: Record<string, unknown> = {}) =>
  configureProvider({
    AI_PROVIDER: "azure-openai",
    AI_BASE_URL: RESOURCE,
    AI_MODEL: "gpt-5-mini",
    AI_AZURE_DEPLOYMENT: "studio-gpt5mini",
    AI_IMAGE_MODEL: "gpt-image-2",
    AI_EXTRA_HEADERS: "",
    ...vars,
  });

/** Azure OpenAI as it answers a GPT-5 deployment: 400 to max_tokens or an effort the model lacks, else a reasoning model. */
function azureServer() {
  return fakeProvider((req) => {
    if (req.url.includes("/images/generations"))
      return Response.json({
        created: 1,
        data: [{ b64_json: btoa(String.fromCharCode(...png(1024, 1024))) }],
        usage: { total_tokens: 1056 },
      });
    const errors = openAiReasoningRuleErrors(req.body ?? {});
    if (errors.length)
      return Response.json(
        { error: { message: errors[0], type: "invalid_request_error", code: "unsupported_parameter" } },
        { status: 400 },
      );
    return reasoningCompletion(req, formatName(req) === "blog_article" ? goodArticle : goodLinkedin);
  });
}

const brief = { title: "Datenstrategie", description: "Warum Daten zuerst kommen.", tags: ["Daten", "KI"] };

async function generate() {
  const res = await api(editor, "POST", "/api/admin/ai-content/generate", brief);
  expect(res.status).toBe(200);
  return (await res.json()) as AiGenerateResponse;
}

describe("AI_PROVIDER=azure-openai", () => {
  it("sends the deployment URL, the api-key header and max_completion_tokens, valid against the published schema", async () => {
    provider.set(azure());
    const { seen } = azureServer();
    const answer = await generate();
    expect(answer).toMatchObject({ source: "gpt-5-mini", provider_error: null, content: { blog_content: goodArticle.content_de } });
    expect(seen).toHaveLength(2);
    for (const req of seen) {
      expect(req.url).toBe(`${RESOURCE}/openai/deployments/studio-gpt5mini/chat/completions?api-version=2025-04-01-preview`);
      expect(req.headers.get("api-key")).toBe(AI_KEY);
      expect(req.headers.get("authorization")).toBeNull();
      expect(req.body).toHaveProperty("max_completion_tokens");
      expect(req.body).not.toHaveProperty("max_tokens");
      expect(req.body).toMatchObject({
        reasoning_effort: "minimal",
        response_format: { type: "json_schema", json_schema: { strict: true } },
      });
      expect(openAiRequestErrors("CreateChatCompletionRequest", req.body)).toEqual([]);
      expect(openAiReasoningRuleErrors(req.body ?? {})).toEqual([]);
    }
  });

  it("makes pictures through the image deployment, with api-key, valid against CreateImageRequest", async () => {
    provider.set(azure({ AI_AZURE_API_VERSION: "2025-06-01-preview" }));
    const { seen } = azureServer();
    const res = await api(editor, "POST", "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Daten", format: "square" });
    const answer = (await res.json()) as AiImageResponse;
    expect(answer).toMatchObject({ source: "gpt-image-2", provider_error: null });
    expect(seen[0].url).toBe(`${RESOURCE}/openai/deployments/gpt-image-2/images/generations?api-version=2025-06-01-preview`);
    expect(seen[0].headers.get("api-key")).toBe(AI_KEY);
    expect(openAiRequestErrors("CreateImageRequest", seen[0].body)).toEqual([]);
    expect(openAiImageRuleErrors(seen[0].body as Record<string, unknown>)).toEqual([]);
  });

  it("the deployment as openai-compatible (Azure's v1 URL) sends max_tokens and Azure refuses it: the template answers", async () => {
    provider.set(configureProvider({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${RESOURCE}/openai/v1`, AI_MODEL: "gpt-5-mini" }));
    const { seen } = azureServer();
    const answer = await generate();
    expect(seen[0].body).toHaveProperty("max_tokens");
    expect(answer).toMatchObject({ source: "template", provider_error: { kind: "status", status: 400 } });
    expect(answer.provider_error?.detail).toContain("max_completion_tokens");
  });

  it("names the missing endpoint or key instead of calling", async () => {
    const status = async () => {
      const res = await api(editor, "GET", "/api/admin/ai-content/usage");
      return ((await res.json()) as AiUsageResponse).provider;
    };
    provider.set(azure({ AI_BASE_URL: "" }));
    expect(await status()).toMatchObject({ configured: false, problem: { variable: "AI_BASE_URL" } });
    provider.putBack();
    provider.set(azure({ AI_API_KEY: "" }));
    expect(await status()).toMatchObject({ configured: false, problem: { variable: "AI_API_KEY" } });
    provider.putBack();
    provider.set(azure());
    expect(await status()).toMatchObject({ configured: true, kind: "azure-openai", model: "gpt-5-mini", problem: null });
  });
});

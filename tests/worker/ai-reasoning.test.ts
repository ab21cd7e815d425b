/**
 * Reasoning models (issue 45): against a capture server that answers like one (its reasoning tokens count against the
 * cap before a word of the answer; an answer that does not fit ends with finish_reason "length"), every studio action
 * with AI_MODEL=gpt-5-mini returns the model's text, each request carries reasoning_effort and a cap with room for the
 * reasoning, and is valid against OpenAI's published schema and its reasoning rules. The same server cuts off the
 * requests the studio sent before. An answer cut off by its cap is reported as such, never as a silent template.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type {
  AiGenerateResponse,
  AiImageResponse,
  AiProviderCheckResponse,
  AiTitlesResponse,
  AiTranslateResponse,
} from "../../common/schemas/ai-content";
import {
  aiTestHooks,
  configureProvider,
  fakeAiBinding,
  fakeProvider,
  formatName,
  reasoningCompletion,
  type SeenRequest,
} from "./ai-helpers";
import { api, BASE, createStaff, request, seed, sessionCookie } from "./helpers";
import { jpeg, png } from "./image-bytes";
import { openAiImageRuleErrors, openAiReasoningRuleErrors, openAiRequestErrors } from "./request-schemas";

let editor: string;
let admin: string;
const provider = aiTestHooks();

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
  admin = await sessionCookie((await createStaff("admin")).id);
});

const paragraph = (lang: "de" | "en", i: number) =>
  lang === "de"
    ? `Abschnitt ${i}: Eine Datenstrategie beginnt mit den Fragen, die das Unternehmen beantworten will, und nicht mit den Werkzeugen. Wer zuerst klärt, welche Entscheidungen besser werden sollen, findet die Daten, die dafür zählen.`
    : `Section ${i}: A data strategy starts with the questions the company wants to answer, not with the tools. Whoever first settles which decisions should improve finds the data that matters for them.`;
/** An article as long as a real one (about 900 words per language): its visible tokens alone are some 4,000. */
const longArticle = {
  title_de: "Datenstrategie: der erste Schritt zu KI",
  content_de: Array.from({ length: 26 }, (_, i) => paragraph("de", i)).join("\n\n"),
  excerpt_de: "Warum eine Datenstrategie zuerst kommt.",
  title_en: "Data strategy: the first step to AI",
  content_en: Array.from({ length: 26 }, (_, i) => paragraph("en", i)).join("\n\n"),
  excerpt_en: "Why a data strategy comes first.",
  image_prompt: "A calm modern office with data dashboards",
};
const linkedinPost = {
  content_de: `${"Daten zuerst, dann KI: Was wir in unseren Projekten gelernt haben. ".repeat(12)}\n\nMehr im Blog.`,
  content_en: `${"Data first, then AI: what we learned in our projects. ".repeat(12)}\n\nMore on our blog.`,
};
const ANSWERS: Record<string, unknown> = {
  blog_article: longArticle,
  linkedin_post: linkedinPost,
  title_suggestions: {
    titles: ["Daten zuerst", "KI braucht Daten", "Fünf Fragen zur Datenstrategie", "Von Daten zu KI", "Daten im Mittelstand"],
  },
  translation: { translated_text: "Hello, this is the model's translation." },
  alt_text: { alt_text: "Team bespricht ein Dashboard", alt_en: "Team discussing a dashboard" },
};

/** The capture server: a reasoning model for chat, a GPT image model for pictures. */
function reasoningServer() {
  return fakeProvider((req) => {
    if (req.url.endsWith("/images/generations"))
      return Response.json({
        created: 1,
        data: [{ b64_json: btoa(String.fromCharCode(...png(1536, 1024))) }],
        usage: { total_tokens: 1584 },
      });
    const errors = openAiReasoningRuleErrors(req.body ?? {});
    if (errors.length) return Response.json({ error: { message: errors[0], type: "invalid_request_error" } }, { status: 400 });
    return reasoningCompletion(req, ANSWERS[formatName(req)]);
  });
}

const gpt5mini = () =>
  configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: "gpt-image-2.6-flare" });

async function post<T>(cookie: string, path: string, body: object) {
  const res = await api(cookie, "POST", path, body);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function uploadPicture() {
  const form = new FormData();
  form.append("file", new File([jpeg(800, 600)], "team-dashboard.jpg"));
  const res = await request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie: editor }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { uploaded: { id: number }[] }).uploaded[0].id;
}

describe("AI_MODEL=gpt-5-mini against a server answering like a reasoning model", () => {
  it("every studio action returns the model's text; each request carries reasoning_effort, valid against the schema", async () => {
    const assetId = await uploadPicture();
    provider.set(gpt5mini());
    const { seen } = reasoningServer();

    const generated = await post<AiGenerateResponse>(editor, "/api/admin/ai-content/generate", {
      title: "Datenstrategie",
      description: "Warum Daten zuerst kommen.",
      tags: ["Daten", "KI"],
    });
    expect(generated).toMatchObject({ source: "gpt-5-mini", provider_error: null });
    expect(generated.content.blog_content).toBe(longArticle.content_de);
    expect(generated.content.content_en).toBe(longArticle.content_en);
    expect(generated.content.linkedin_content).toBe(linkedinPost.content_de);

    const titles = await post<AiTitlesResponse>(editor, "/api/admin/ai-content/titles", { category: "trends-topics", keywords: ["Daten"] });
    expect(titles).toMatchObject({
      source: "gpt-5-mini",
      provider_error: null,
      titles: (ANSWERS.title_suggestions as { titles: string[] }).titles,
    });

    const translated = await post<AiTranslateResponse>(editor, "/api/admin/ai-content/translate", {
      text: "Hallo Welt",
      target_language: "en",
    });
    expect(translated).toMatchObject({
      source: "gpt-5-mini",
      provider_error: null,
      translated_text: "Hello, this is the model's translation.",
    });

    const alt = await post<{ source: string; provider_error: null; alt_text: string }>(
      editor,
      `/api/admin/assets/${assetId}/alt-suggestion`,
      {},
    );
    expect(alt).toMatchObject({ source: "gpt-5-mini", provider_error: null, alt_text: "Team bespricht ein Dashboard" });

    const picture = await post<AiImageResponse>(editor, "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Daten" });
    expect(picture).toMatchObject({ source: "gpt-image-2.6-flare", provider_error: null });
    expect(picture.image_url).toMatch(/^\/media\//);

    const check = await post<AiProviderCheckResponse>(admin, "/api/admin/ai-content/provider-check", {});
    expect(check).toMatchObject({ configured: true, kind: "openai", works: { text: true, json: true }, error: null });

    const chats = seen.filter((r) => r.url.endsWith("/chat/completions"));
    expect(chats.map(formatName).sort()).toEqual([
      "alt_text",
      "blog_article",
      "linkedin_post",
      "title_suggestions",
      "translation",
      "translation",
    ]);
    for (const req of chats) {
      expect(req.body).toMatchObject({ model: "gpt-5-mini", reasoning_effort: "minimal" });
      expect(req.body).not.toHaveProperty("max_tokens");
      expect(openAiRequestErrors("CreateChatCompletionRequest", req.body)).toEqual([]);
      expect(openAiReasoningRuleErrors(req.body ?? {})).toEqual([]);
    }
    const picked = seen.find((r) => r.url.endsWith("/images/generations"));
    expect(openAiRequestErrors("CreateImageRequest", picked?.body)).toEqual([]);
    expect(openAiImageRuleErrors(picked?.body as Record<string, unknown>)).toEqual([]);
    // the picture is booked as a picture, with the tokens the model reported for it
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'ai-image' ORDER BY id DESC").first<{
      details: string;
    }>();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ images: 1, tokens: 1584, tokens_estimated: false });
  });

  it("the same server cuts off what the studio sent before (no effort, the visible caps): the measure can fail", async () => {
    provider.set(gpt5mini());
    const { seen } = reasoningServer();
    await post(editor, "/api/admin/ai-content/generate", { title: "Daten", description: "Warum Daten zuerst kommen.", tags: ["Daten"] });
    await post(editor, "/api/admin/ai-content/titles", { category: "trends-topics", keywords: ["Daten"] });
    await post(editor, "/api/admin/ai-content/translate", { text: "Hallo Welt" });
    const before = (req: SeenRequest): SeenRequest => {
      const { reasoning_effort: _effort, ...body } = req.body ?? {};
      const headroom = 1_500;
      return { ...req, body: { ...body, max_completion_tokens: Number(body.max_completion_tokens) - headroom } };
    };
    const cutOff = await Promise.all(
      seen.map(async (req) => {
        const answer = (await reasoningCompletion(before(req), ANSWERS[formatName(req)]).json()) as {
          choices: { finish_reason: string }[];
        };
        return [formatName(req), answer.choices[0].finish_reason];
      }),
    );
    // the article's 8,000 had room for the default reasoning; the post, the titles and the translation had not
    expect(Object.fromEntries(cutOff)).toEqual({
      blog_article: "stop",
      linkedin_post: "length",
      title_suggestions: "length",
      translation: "length",
    });
  });
});

describe("an answer cut off by its cap", () => {
  it("is reported as truncated, with the cap and the reasoning it spent; the template answers, not silently", async () => {
    provider.set(gpt5mini());
    // a model that reasons at high effort whatever it is asked: the cap is spent before the answer
    fakeProvider((req) => reasoningCompletion({ ...req, body: { ...req.body, reasoning_effort: "high" } }, ANSWERS[formatName(req)]));
    const titles = await post<AiTitlesResponse>(editor, "/api/admin/ai-content/titles", { category: "events", keywords: ["Meetup"] });
    expect(titles.source).toBe("template");
    expect(titles.provider_error).toMatchObject({
      kind: "truncated",
      status: null,
      message: "Die Antwort wurde durch die Ausgabegrenze abgeschnitten.",
      detail: "Ausgabegrenze 1.900 Tokens erreicht, davon 1.900 für das Nachdenken (reasoning) des Modells",
    });
    const generated = await post<AiGenerateResponse>(editor, "/api/admin/ai-content/generate", {
      title: "Daten",
      description: "Warum Daten zuerst kommen.",
      tags: ["Daten"],
      formats: "linkedin",
    });
    expect(generated.provider_error?.kind).toBe("truncated");
    expect(generated.content.ai_model).toBe("template");
  });

  it("the provider check says neither text nor JSON came back", async () => {
    provider.set(gpt5mini());
    fakeProvider((req) => reasoningCompletion({ ...req, body: { ...req.body, reasoning_effort: "high" } }, ANSWERS.translation));
    const check = await post<AiProviderCheckResponse>(admin, "/api/admin/ai-content/provider-check", {});
    expect(check).toMatchObject({ works: { text: false, json: false }, error: { kind: "truncated" } });
  });

  it("a Workers AI answer as long as its max_tokens is cut off too", async () => {
    const { binding } = fakeAiBinding((call) => ({
      response: '{"titles": ["Eins", "Zwei", "Dr',
      usage: { prompt_tokens: 300, completion_tokens: Number(call.input.max_tokens), total_tokens: 300 + Number(call.input.max_tokens) },
    }));
    provider.set(configureProvider({ AI_PROVIDER: "workers-ai", AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI: binding }));
    const titles = await post<AiTitlesResponse>(editor, "/api/admin/ai-content/titles", { category: "events", keywords: ["Meetup"] });
    expect(titles.provider_error).toMatchObject({ kind: "truncated", detail: "Ausgabegrenze 400 Tokens erreicht" });
  });
});

describe("Verbindung testen: text and JSON really came back", () => {
  const check = async () => post<AiProviderCheckResponse>(admin, "/api/admin/ai-content/provider-check", {});
  const answering = (content: string, finish = "stop") =>
    fakeProvider(() =>
      Response.json({
        model: "fake-model-1",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
        usage: { total_tokens: 20 },
      }),
    );

  it("an empty answer is no text; an empty translation is text but no JSON; a translation is both", async () => {
    provider.set(configureProvider());
    answering("");
    expect(await check()).toMatchObject({ works: { text: false, json: false }, error: { kind: "incomplete" } });
    vi.restoreAllMocks();
    answering('{"translated_text": ""}');
    expect(await check()).toMatchObject({ works: { text: true, json: false }, error: { kind: "incomplete" } });
    vi.restoreAllMocks();
    answering('{"translated_text": "Hello"}');
    expect(await check()).toMatchObject({ works: { text: true, json: true }, error: null });
  });
});

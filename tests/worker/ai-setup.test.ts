/**
 * A wrong setup is named, not taken for no setup (issue 45): AI_MODEL without AI_PROVIDER, workers-ai without the
 * binding, a misspelt kind, a missing base URL or model show which variable is missing or wrong, in the provider
 * status and in every answer. A 401 from an AI Gateway (or the binding) says so instead of "API-Schlüssel". The
 * provider status warns before a configured model is switched off, with its successor. The worker gives up on the
 * provider before the browser does. Pictures are booked as pictures, not as tokens.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiImageResponse, AiProviderCheckResponse, AiTitlesResponse, AiUsageResponse } from "../../common/schemas/ai-content";
import { AI_GENERATION_TIMEOUT_MS } from "../../common/schemas/ai-content";
import { aiSettings } from "../../worker/domain/ai-content/provider-settings";
import { chatAnswer, configureProvider, fakeAiBinding, fakeProvider, goodTitles } from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";

let editor: string;
let editorId: number;
let admin: string;
let reset: () => void = () => undefined;

beforeAll(async () => {
  await seed();
  editorId = (await createStaff("editor")).id;
  editor = await sessionCookie(editorId);
  admin = await sessionCookie((await createStaff("admin")).id);
});
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await env.DB.prepare("DELETE FROM ai_rate_limits").run();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  reset();
});

const usage = async (cookie = editor) => (await (await api(cookie, "GET", "/api/admin/ai-content/usage")).json()) as AiUsageResponse;
const check = async () => (await (await api(admin, "POST", "/api/admin/ai-content/provider-check", {})).json()) as AiProviderCheckResponse;
const titles = async () =>
  (await (
    await api(editor, "POST", "/api/admin/ai-content/titles", { category: "events", keywords: ["Meetup"] })
  ).json()) as AiTitlesResponse;

describe("a wrong setup names its variable", () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ["AI_MODEL without AI_PROVIDER", { AI_PROVIDER: "", AI_BASE_URL: "", AI_MODEL: "gpt-5-mini" }, "AI_PROVIDER", /AI_PROVIDER fehlt/],
    ["workers-ai without the binding", { AI_PROVIDER: "workers-ai", AI: undefined }, "AI", /\[ai\] binding = "AI"/],
    ["a misspelt kind", { AI_PROVIDER: "workersai" }, "AI_PROVIDER", /„workersai“ ist unbekannt \(gemeint ist wohl „workers-ai“\)/],
    ["another misspelt kind", { AI_PROVIDER: "open-ai" }, "AI_PROVIDER", /gemeint ist wohl „openai“/],
    ["openai-compatible without a URL", { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "" }, "AI_BASE_URL", /AI_BASE_URL fehlt/],
    ["an image model without a text model", { AI_MODEL: "" }, "AI_MODEL", /AI_IMAGE_MODEL ist gesetzt, aber AI_MODEL fehlt/],
    ["openai without its key", { AI_PROVIDER: "openai", AI_BASE_URL: "", AI_API_KEY: "" }, "AI_API_KEY", /AI_API_KEY fehlt/],
  ];
  for (const [what, vars, variable, message] of cases) {
    it(`${what}: the status, the check and the answers name ${variable}`, async () => {
      reset = configureProvider(vars);
      const spy = fakeProvider(() => chatAnswer(goodTitles)).spy;
      const status = (await usage()).provider;
      expect(status).toMatchObject({ configured: false, problem: { variable } });
      expect(status.problem?.message).toMatch(message);
      expect(await check()).toMatchObject({ configured: false, problem: { variable }, error: null, latency_ms: null });
      const answer = await titles();
      expect(answer.source).toBe("template");
      expect(answer.provider_error).toMatchObject({ kind: "misconfigured", message: "Der KI-Anbieter ist falsch eingerichtet." });
      expect(answer.provider_error?.detail).toMatch(message);
      expect(spy).not.toHaveBeenCalled();
    });
  }

  it("nothing set is no problem: the templates answer and nothing is named", async () => {
    reset = configureProvider({ AI_PROVIDER: "", AI_BASE_URL: "", AI_MODEL: "", AI_IMAGE_MODEL: "" });
    expect((await usage()).provider).toEqual({ configured: false, kind: null, model: null, image_model: null, problem: null, notices: [] });
    expect((await titles()).provider_error).toBeNull();
  });
});

describe("a 401 says where it came from", () => {
  it("from an AI Gateway: 'Gateway', with its own words; from OpenAI itself: the key", async () => {
    reset = configureProvider({ AI_BASE_URL: "https://gateway.ai.cloudflare.com/v1/acc/studio/openai", AI_EXTRA_HEADERS: "" });
    fakeProvider(() =>
      Response.json({ success: false, result: [], messages: [], error: [{ code: 2009, message: "Unauthorized" }] }, { status: 401 }),
    );
    const refused = (await titles()).provider_error;
    expect(refused).toMatchObject({ kind: "unauthorized", status: 401, detail: "2009: Unauthorized" });
    expect(refused?.message).toContain("Gateway");
    expect(refused?.message).not.toContain("API-Schlüssel");
    vi.restoreAllMocks();
    reset();
    reset = configureProvider();
    fakeProvider(() => Response.json({ error: { message: "Incorrect API key provided" } }, { status: 401 }));
    expect((await titles()).provider_error?.message).toBe("API-Schlüssel ungültig oder abgelaufen (401).");
  });

  it("from the Workers AI binding: through a gateway 'Gateway', else the binding, never an API key", async () => {
    const { binding } = fakeAiBinding(() => {
      throw new Error("AiError: 401 Unauthorized");
    });
    reset = configureProvider({
      AI_PROVIDER: "workers-ai",
      AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      AI: binding,
      AI_GATEWAY_ID: "studio",
    });
    expect((await titles()).provider_error?.message).toMatch(/^Das AI Gateway hat die Anfrage abgewiesen \(401\)/);
    reset();
    reset = configureProvider({
      AI_PROVIDER: "workers-ai",
      AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      AI: binding,
      AI_GATEWAY_ID: "",
    });
    const message = (await titles()).provider_error?.message;
    expect(message).toMatch(/^Workers AI hat die Anfrage nicht zugelassen \(401\)/);
    expect(message).not.toContain("API-Schlüssel");
  });
});

describe("the provider status warns before a configured model is switched off", () => {
  it("2026-11-28: gpt-5-mini on 11 December (successor gpt-6.1-terra), gpt-image-1.5 on 1 December, with the source", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    const cookie = await sessionCookie(editorId);
    reset = configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: "gpt-image-1.5" });
    const { notices } = (await usage(cookie)).provider;
    expect(notices).toMatchObject([
      { model: "gpt-5-mini", variable: "AI_MODEL", retires: "2026-12-11", retired: false, days_left: 13, successors: ["gpt-6.1-terra"] },
      {
        model: "gpt-image-1.5",
        variable: "AI_IMAGE_MODEL",
        retires: "2026-12-01",
        days_left: 3,
        successors: ["gpt-image-2.6-flare", "gpt-image-2.6-sunburst"],
      },
    ]);
    expect(notices[0].message).toBe(
      "Das Modell gpt-5-mini (AI_MODEL) wird am 11.12.2026 von OpenAI abgeschaltet (in 13 Tagen). Nachfolger: gpt-6.1-terra. Bitte AI_MODEL umstellen.",
    );
    expect(notices[0].source).toBe("https://developers.openai.com/api/docs/deprecations");
    fakeProvider(() => chatAnswer({ translated_text: "Hello" }));
    const checked = await api(await sessionCookie((await createStaff("admin")).id), "POST", "/api/admin/ai-content/provider-check", {});
    expect(((await checked.json()) as AiProviderCheckResponse).notices).toHaveLength(2);
  });

  it("after the date it says the model is off; the proposed defaults and other kinds get no notice", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-11T23:30:00Z")); // 12 December in Berlin
    // a session of that day (the one made at the start may have lapsed by then)
    const cookie = await sessionCookie(editorId);
    reset = configureProvider({
      AI_PROVIDER: "openai",
      AI_BASE_URL: "",
      AI_MODEL: "gpt-5-mini-2025-08-07",
      AI_IMAGE_MODEL: "gpt-image-2.6-flare",
    });
    expect((await usage(cookie)).provider.notices).toMatchObject([{ model: "gpt-5-mini-2025-08-07", retired: true, days_left: -1 }]);
    reset();
    reset = configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_MODEL: "gpt-6.1-terra", AI_IMAGE_MODEL: "gpt-image-2.6-flare" });
    expect((await usage(cookie)).provider.notices).toEqual([]);
    reset();
    // Azure keeps its own calendar: a deployment of gpt-5-mini is not matched against OpenAI's dates
    reset = configureProvider({ AI_PROVIDER: "azure-openai", AI_BASE_URL: "https://res.openai.azure.com", AI_MODEL: "gpt-5-mini" });
    expect((await usage(cookie)).provider.notices).toEqual([]);
  });
});

describe("timeouts", () => {
  it("the worker gives up after 50 s, 10 s before the browser's 60 s; AI_TIMEOUT_MS can only shorten it", () => {
    reset = configureProvider({ AI_TIMEOUT_MS: "" });
    const settings = aiSettings(env);
    expect(settings?.timeoutMs).toBe(50_000);
    expect(AI_GENERATION_TIMEOUT_MS - (settings?.timeoutMs ?? 0)).toBeGreaterThanOrEqual(10_000);
    reset();
    reset = configureProvider({ AI_TIMEOUT_MS: "90000" });
    expect(aiSettings(env)?.timeoutMs).toBe(50_000);
  });
});

describe("pictures are booked as pictures", () => {
  it("a FLUX picture books no made-up tokens: one picture, shown in GET /usage for the user and the site", async () => {
    const { binding } = fakeAiBinding(() => ({ image: btoa(String.fromCharCode(...png(1024, 1024))) }));
    reset = configureProvider({
      AI_PROVIDER: "workers-ai",
      AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      AI_IMAGE_MODEL: "@cf/black-forest-labs/flux-1-schnell",
      AI: binding,
    });
    const before = await usage();
    const res = await api(editor, "POST", "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Daten", format: "square" });
    expect(((await res.json()) as AiImageResponse).provider_error).toBeNull();
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'ai-image' ORDER BY id DESC").first<{
      details: string;
    }>();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ images: 1, tokens: 0, tokens_estimated: false });
    const after = await usage();
    expect(after.user).toEqual({ requests: before.user.requests + 1, tokens: before.user.tokens, images: before.user.images + 1 });
    expect(after.site.images).toBe(before.site.images + 1);
  });
});

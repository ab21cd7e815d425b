/**
 * Answers real servers give, replayed: reasoning fields, <think>, fences, array parts, refusal, finish_reason length,
 * missing usage, 400 "json_schema not supported", HTML 502. And the ledger: what every such call books, both failed
 * halves, failed image calls, and 40 parallel calls against the per-user limit and the budget.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiGenerateResponse, AiImageResponse } from "../../common/schemas/ai-content";
import { configureProvider, FAKE_MODEL, fakeProvider, formatName, goodArticle, goodLinkedin, type SeenRequest } from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";

let reset: () => void = () => undefined;

beforeAll(seed);
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await env.DB.prepare("DELETE FROM ai_rate_limits").run();
  reset = configureProvider();
});
afterEach(() => {
  vi.restoreAllMocks();
  reset();
});

const brief = { title: "Datenstrategie", description: "Warum Daten zuerst kommen.", tags: ["Daten", "KI"], category: "trends-topics" };

async function staff() {
  const user = await createStaff("editor");
  return { id: user.id, cookie: await sessionCookie(user.id) };
}

async function generate(cookie: string, body: object = brief) {
  const res = await api(cookie, "POST", "/api/admin/ai-content/generate", body);
  return { status: res.status, body: (await res.json()) as AiGenerateResponse & { code?: string } };
}

const usageOf = (userId: number) =>
  env.DB.prepare("SELECT requests, tokens, estimated_tokens FROM ai_usage WHERE user_id = ?")
    .bind(userId)
    .first<{ requests: number; tokens: number; estimated_tokens: number }>();

const valueFor = (req: SeenRequest) => (formatName(req) === "blog_article" ? goodArticle : goodLinkedin);

/** A completion with a free-form message and usage. */
function completion(message: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return Response.json({
    id: "c",
    object: "chat.completion",
    model: FAKE_MODEL,
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
    usage: { prompt_tokens: 40, completion_tokens: 60, total_tokens: 100 },
    ...extra,
  });
}

describe("answers the model did give, in the shapes real servers use", () => {
  const shapes: [string, (req: SeenRequest) => Response][] = [
    [
      "a reasoning field beside the content",
      (r) => completion({ content: JSON.stringify(valueFor(r)), reasoning_content: "Let me think." }),
    ],
    [
      "a <think> block before the JSON",
      (r) => completion({ content: `<think>Planning the article…</think>\n${JSON.stringify(valueFor(r))}` }),
    ],
    ["JSON inside a Markdown fence", (r) => completion({ content: `Here it is:\n\`\`\`json\n${JSON.stringify(valueFor(r))}\n\`\`\`` })],
    [
      "content as an array of parts",
      (r) => {
        const text = JSON.stringify(valueFor(r));
        return completion({
          content: [
            { type: "thinking", thinking: [] },
            { type: "text", text: text.slice(0, 20) },
            { type: "text", text: text.slice(20) },
          ],
        });
      },
    ],
  ];
  for (const [what, answer] of shapes) {
    it(`uses ${what}`, async () => {
      const me = await staff();
      fakeProvider(answer);
      const { status, body } = await generate(me.cookie);
      expect(status).toBe(200);
      expect(body).toMatchObject({ source: FAKE_MODEL, provider_error: null });
      expect(body.content).toMatchObject({ blog_content: goodArticle.content_de, linkedin_content: goodLinkedin.content_de });
      expect(await usageOf(me.id)).toMatchObject({ requests: 1, tokens: 200, estimated_tokens: 0 });
    });
  }
});

describe("answers that cannot be used: the template answers, the failure is named, its tokens are booked", () => {
  const failures: [string, (req: SeenRequest) => Response, Record<string, unknown>, number][] = [
    [
      "a refusal",
      () => completion({ content: null, refusal: "I can't help with that." }),
      { kind: "refused", message: "Die KI hat die Anfrage abgelehnt.", detail: "I can't help with that." },
      200,
    ],
    [
      "finish_reason length",
      (r) =>
        Response.json({
          model: FAKE_MODEL,
          choices: [{ message: { content: JSON.stringify(valueFor(r)).slice(0, 50) }, finish_reason: "length" }],
          usage: { total_tokens: 900 },
        }),
      { kind: "truncated", message: "Die Antwort wurde durch die Ausgabegrenze abgeschnitten." },
      1800,
    ],
    ["an unfinished <think> block", () => completion({ content: "<think>Still thinking about" }), { kind: "incomplete" }, 200],
    [
      '400 "json_schema not supported"',
      () =>
        Response.json({ error: { message: "response_format json_schema not supported", type: "invalid_request_error" } }, { status: 400 }),
      { kind: "status", status: 400, message: "API Fehler 400", detail: "response_format json_schema not supported" },
      0,
    ],
    [
      "an HTML 502 page",
      () => new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502, headers: { "content-type": "text/html" } }),
      { kind: "status", status: 502, detail: null },
      0,
    ],
    [
      "an HTML page with status 200",
      () => new Response("<html>maintenance</html>", { headers: { "content-type": "text/html" } }),
      { kind: "unreadable" },
      0,
    ],
  ];
  for (const [what, answer, error, tokens] of failures) {
    it(what, async () => {
      const me = await staff();
      fakeProvider(answer);
      const { status, body } = await generate(me.cookie);
      expect(status).toBe(200);
      expect(body.source).toBe("template");
      expect(body.provider_error).toMatchObject(error);
      expect(body.content.blog_content).toContain("## ");
      expect(await usageOf(me.id)).toMatchObject({ requests: 1, tokens });
    });
  }

  it("says the timeout in force, not always 60 seconds", async () => {
    const me = await staff();
    fakeProvider(
      (_req, signal) =>
        new Promise((_r, reject) => signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const { body } = await generate(me.cookie, { ...brief, formats: "linkedin" });
    expect(body.provider_error?.message).toBe("Zeitüberschreitung: Die KI hat nicht innerhalb von 0 Sekunden geantwortet.");
    // the prompt a timed-out call was working on is booked as an estimate
    expect((await usageOf(me.id))?.estimated_tokens).toBeGreaterThan(0);
  });
});

describe("the ledger books what was spent", () => {
  it("prompt + completion when total_tokens is missing; an estimate from the text, marked, when usage is missing", async () => {
    const me = await staff();
    fakeProvider((r) =>
      formatName(r) === "blog_article"
        ? completion({ content: JSON.stringify(goodArticle) }, { usage: { prompt_tokens: 300, completion_tokens: 500 } })
        : completion({ content: JSON.stringify(goodLinkedin) }, { usage: undefined }),
    );
    await generate(me.cookie);
    const usage = await usageOf(me.id);
    expect(usage?.tokens).toBeGreaterThan(800);
    expect(usage?.estimated_tokens).toBe(usage?.tokens);
    const audit = await env.DB.prepare("SELECT details FROM audit_log WHERE action = 'ai-generate' ORDER BY id DESC").first<{
      details: string;
    }>();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ tokens: usage?.tokens, tokens_estimated: true });
  });

  it("both failed halves: the tokens of each are booked", async () => {
    const me = await staff();
    fakeProvider((r) =>
      Response.json({
        model: FAKE_MODEL,
        choices: [{ message: { content: "{}" }, finish_reason: "stop" }],
        usage: { total_tokens: formatName(r) === "blog_article" ? 700 : 300 },
      }),
    );
    const { body } = await generate(me.cookie);
    expect(body.provider_error?.kind).toBe("incomplete");
    expect((await usageOf(me.id))?.tokens).toBe(1000);
  });

  it("a failed image call books what the picture cost, and the stock image answers", async () => {
    const me = await staff();
    fakeProvider(() => Response.json({ data: [{ b64_json: btoa("not an image at all") }], usage: { total_tokens: 1056 } }));
    const res = await api(me.cookie, "POST", "/api/admin/ai-content/image", { prompt: "Ein Büro", title: "Cloud" });
    const answer = (await res.json()) as AiImageResponse;
    expect(answer).toMatchObject({ source: "template", image_url: "/img/ai-stock/cloud.svg", provider_error: { kind: "unreadable" } });
    expect((await usageOf(me.id))?.tokens).toBe(1056);
  });
});

describe("40 parallel generate calls by one user", () => {
  it("at most the per-user limit of 30 pass", async () => {
    reset();
    reset = configureProvider({ AI_MODEL: "" });
    const me = await staff();
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => generate(me.cookie)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("with a provider, the site's spend ends at or under its budget", async () => {
    reset();
    const budget = 60_000;
    reset = configureProvider({ AI_MONTHLY_TOKEN_BUDGET: String(budget) });
    await env.DB.prepare("DELETE FROM ai_usage").run();
    const me = await staff();
    // each call spends 2 x 4,000 tokens: without the reservation all 30 admitted calls (240,000) would pass
    fakeProvider(async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return completion({ content: JSON.stringify(valueFor(r)) }, { usage: { total_tokens: 4_000 } });
    });
    const results = await Promise.all(Array.from({ length: 40 }, () => generate(me.cookie)));
    const passed = results.filter((r) => r.status === 200);
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.length).toBeLessThanOrEqual(30);
    expect(results.filter((r) => r.status === 429).map((r) => r.body.code)).toContain("ai_budget_exceeded");
    const spent = await env.DB.prepare("SELECT SUM(tokens) AS t FROM ai_usage").first<{ t: number }>();
    expect(spent?.t).toBe(passed.length * 8_000);
    expect(spent?.t).toBeLessThanOrEqual(budget);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_reservations").first<{ n: number }>()).toEqual({ n: 0 });
  });
});

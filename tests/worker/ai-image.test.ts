/**
 * POST /api/admin/ai-content/image: a generated image (base64 or URL answer) lands in R2 and the media library with
 * its alt text and is referenced by its /media/ URL; failures and a missing image model give the stock image.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AiImageResponse } from "../../common/schemas/ai-content";
import { configureProvider, errorAnswer, FAKE_IMAGE_MODEL, fakeProvider, neverAnswers } from "./ai-helpers";
import { api, createStaff, request, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";

let editor: string;
let reset: () => void;

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
});

beforeEach(() => {
  reset = configureProvider();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  reset();
});

const PNG = png(1792, 1024);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const imageBody = { prompt: "Ein modernes Büro mit Datenvisualisierung", title: "Daten im Mittelstand", alt_text: "Büro mit Dashboards" };

async function generateImage(body: object = imageBody) {
  const res = await api(editor, "POST", "/api/admin/ai-content/image", body);
  expect(res.status).toBe(200);
  return (await res.json()) as AiImageResponse;
}

async function expectStoredAsset(answer: AiImageResponse) {
  expect(answer.image_url).toMatch(/^\/media\/ai-daten-im-mittelstand-[0-9a-f]{16}\.png$/);
  const asset = await env.DB.prepare("SELECT * FROM assets WHERE id = ?").bind(answer.asset_id).first<Record<string, unknown>>();
  expect(asset).toMatchObject({
    url: answer.image_url,
    alt_text: "Büro mit Dashboards",
    mime_type: "image/png",
    width: 1792,
    height: 1024,
  });
  const media = await request(answer.image_url);
  expect(media.status).toBe(200);
  expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
}

describe("POST /api/admin/ai-content/image", () => {
  it("stores a base64 answer as an asset, asking images/generations for a landscape size GPT image models accept", async () => {
    const { seen } = fakeProvider(() => Response.json({ created: 1, data: [{ b64_json: base64(PNG) }] }));
    const answer = await generateImage();
    expect(answer).toMatchObject({ success: true, source: FAKE_IMAGE_MODEL, provider_error: null, alt_text: "Büro mit Dashboards" });
    expect(seen[0].url).toBe("https://ai.example.test/v1/images/generations");
    expect(seen[0].body).toEqual({ model: FAKE_IMAGE_MODEL, size: "1536x1024", n: 1, prompt: expect.any(String) });
    expect(String(seen[0].body?.prompt)).toContain("professional");
    await expectStoredAsset(answer);
  });

  it("downloads a URL answer once and stores it: the site never hot-links the provider", async () => {
    const { seen } = fakeProvider((req) =>
      req.url.endsWith("/images/generations")
        ? Response.json({ created: 1, data: [{ url: "https://files.ai.example.test/img/abc.png" }] })
        : new Response(PNG, { headers: { "content-type": "image/png" } }),
    );
    const answer = await generateImage();
    expect(seen.map((r) => r.url)).toEqual(["https://ai.example.test/v1/images/generations", "https://files.ai.example.test/img/abc.png"]);
    expect(answer.image_url).not.toContain("ai.example.test");
    await expectStoredAsset(answer);
  });

  it("sets the image on the content named by ai_content_id", async () => {
    const created = await api(editor, "POST", "/api/admin/ai-content", {
      title: "Mit Bild",
      keywords: ["Bild"],
      content_type: "blog",
      status: "draft",
    });
    const { id } = (await created.json()) as { id: number };
    fakeProvider(() => Response.json({ created: 1, data: [{ b64_json: base64(PNG) }] }));
    const answer = await generateImage({ ...imageBody, ai_content_id: id });
    const row = (await (await api(editor, "GET", `/api/admin/ai-content/${id}`)).json()) as Record<string, unknown>;
    expect(row).toMatchObject({ generated_image_url: answer.image_url, generated_image_prompt: imageBody.prompt });
    expect((await api(editor, "POST", "/api/admin/ai-content/image", { ...imageBody, ai_content_id: 999999 })).status).toBe(404);
  });

  const failures: [string, Parameters<typeof fakeProvider>[0], string][] = [
    ["a 500", () => errorAnswer(500), "server_error"],
    ["a timeout", (_req, signal) => neverAnswers(signal), "timeout"],
    ["bytes that are no image", () => Response.json({ data: [{ b64_json: btoa("<svg onload=alert(1)>") }] }), "unreadable"],
    ["an answer without image", () => Response.json({ data: [] }), "incomplete"],
  ];
  for (const [what, handler, kind] of failures) {
    it(`falls back to the stock image chosen by the title on ${what}`, async () => {
      fakeProvider(handler);
      const answer = await generateImage();
      expect(answer).toMatchObject({ source: "template", image_url: "/img/ai-stock/data.svg", asset_id: null, provider_error: { kind } });
    });
  }

  it("answers with the stock image, without an error, when no image model is configured", async () => {
    reset();
    reset = configureProvider({ AI_IMAGE_MODEL: "" });
    const spy = fakeProvider(() => errorAnswer(500)).spy;
    const answer = await generateImage({ prompt: "Eine Wolke", title: "Cloud-Migration" });
    expect(answer).toMatchObject({ source: "template", image_url: "/img/ai-stock/cloud.svg", provider_error: null });
    expect(spy).not.toHaveBeenCalled();
  });

  it("picks ki, data, cloud or default by the title's keywords", async () => {
    reset();
    reset = configureProvider({ AI_BASE_URL: "" });
    const pick = async (title: string) => (await generateImage({ prompt: "x", title })).image_url;
    expect(await pick("KI im Vertrieb")).toBe("/img/ai-stock/ki.svg");
    expect(await pick("AI for sales")).toBe("/img/ai-stock/ki.svg");
    expect(await pick("Analytics-Plattform")).toBe("/img/ai-stock/data.svg");
    expect(await pick("Digitale Prozesse")).toBe("/img/ai-stock/cloud.svg");
    expect(await pick("Sommerfest 2026")).toBe("/img/ai-stock/default.svg");
  });

  it("refuses without a prompt with the spec's text", async () => {
    const res = await api(editor, "POST", "/api/admin/ai-content/image", { prompt: " " });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation_failed", details: { fields: { prompt: ["Kein Bild-Prompt verfügbar"] } } });
  });
});

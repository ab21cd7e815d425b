/** AI content studio with no provider configured: CRUD of ai_generated_content and every generation call answered by the templates. */
import { beforeAll, describe, expect, it } from "vitest";
import { templateGeneratedContent } from "../../common/ai-templates";
import { type AiGenerateResponse, aiGeneratorInputSchema } from "../../common/schemas/ai-content";
import { api, createStaff, seed, sessionCookie } from "./helpers";

let editor: string;

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
});

const brief = {
  title: "Datenstrategie für den Mittelstand",
  category: "trends-topics",
  description: "Warum eine klare Datenstrategie der erste Schritt zu KI ist.",
  tags: "Datenstrategie, KI, Mittelstand",
};

describe("POST /api/admin/ai-content/generate (templates)", () => {
  it("answers a bilingual draft from the brief with source 'template' and no provider error", async () => {
    const res = await api(editor, "POST", "/api/admin/ai-content/generate", brief);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiGenerateResponse;
    expect(body).toMatchObject({ success: true, source: "template", provider_error: null });
    expect(body.content.blog_content).toContain("## ");
    expect(body.content.content_en).toBeTruthy();
    expect(body.content.keywords).toEqual(["Datenstrategie", "KI", "Mittelstand"]);
    expect(body.content.linkedin_content).toContain("utm_source=linkedin");
  });

  it("is the same draft the wizard builds locally when the worker cannot answer", async () => {
    const res = await api(editor, "POST", "/api/admin/ai-content/generate", brief);
    const body = (await res.json()) as AiGenerateResponse;
    expect(body.content).toEqual(templateGeneratedContent(aiGeneratorInputSchema.parse(brief), "http://127.0.0.1:8787"));
  });
});

describe("CRUD /api/admin/ai-content", () => {
  it("creates, lists, updates and deletes", async () => {
    const created = await api(editor, "POST", "/api/admin/ai-content", {
      title: "Ein Entwurf",
      keywords: ["KI"],
      content_type: "both",
      status: "draft",
      blog_content: "## Hallo\n\nText",
    });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number; created_by: string; ai_model: string };
    expect(row.ai_model).toBe("gpt-4");
    const list = (await (await api(editor, "GET", "/api/admin/ai-content")).json()) as { id: number }[];
    expect(list.map((r) => r.id)).toContain(row.id);
    const patched = await api(editor, "PATCH", `/api/admin/ai-content/${row.id}`, { status: "scheduled" });
    expect(patched.status).toBe(200);
    expect((await api(editor, "DELETE", `/api/admin/ai-content/${row.id}`)).status).toBe(204);
  });
});

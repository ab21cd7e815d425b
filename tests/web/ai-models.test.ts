/**
 * The AI model catalogue (issue 45): docs/ai-studio.md lists every model of common/ai-models.ts with its shutdown date,
 * its successor and its source; the models the docs propose have no announced shutdown; the notices count the days
 * to a shutdown in calendar days and say when a model is already off.
 */
import { describe, expect, it } from "vitest";
import { MODEL_CATALOGUE, modelNotices } from "../../common/ai-models";
import doc from "../../docs/ai-studio.md?raw";

const section = doc.slice(doc.indexOf("### Model catalogue"), doc.indexOf("## Image downloads"));
const rowOf = (id: string) => section.split("\n").find((line) => line.startsWith(`| \`${id}\``));

describe("the model catalogue in docs/ai-studio.md", () => {
  it("lists every model with its date (or none announced), its successors and its source, read on the day it says", () => {
    expect(section).toContain("read on 2026-11-28");
    for (const model of MODEL_CATALOGUE) {
      const row = rowOf(model.id);
      expect(row, model.id).toBeTruthy();
      expect(row).toContain(model.retires ?? "none announced");
      for (const successor of model.successors.slice(0, 1)) expect(row).toContain(successor);
      expect(row).toContain(model.source);
      expect(model.checked).toBe("2026-11-28");
    }
  });

  it("proposes only models without an announced shutdown, and names them where the setup is described", () => {
    const proposed = MODEL_CATALOGUE.filter((m) => m.recommended);
    expect(proposed.map((m) => m.id).sort()).toEqual([
      "@cf/black-forest-labs/flux-1-schnell",
      "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      "gpt-6.1-terra",
      "gpt-image-2.6-flare",
    ]);
    const setup = doc.slice(doc.indexOf("## Pointing the studio at a provider"), doc.indexOf("### Model catalogue"));
    for (const model of proposed) {
      expect(model.retires).toBeNull();
      expect(setup).toContain(model.id);
    }
    // and none that is being switched off
    for (const model of MODEL_CATALOGUE.filter((m) => m.retires)) expect(setup).not.toContain(`\`${model.id}\``);
  });
});

describe("model notices", () => {
  it("count calendar days to the shutdown, match dated snapshots, and say when the model is off", () => {
    const before = modelNotices("openai", { AI_MODEL: "gpt-5-mini-2025-08-07", AI_IMAGE_MODEL: null }, "2026-12-10");
    expect(before).toMatchObject([{ days_left: 1, retired: false }]);
    expect(before[0].message).toContain("(in 1 Tag)");
    const after = modelNotices("openai", { AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: "gpt-image-1" }, "2026-12-11");
    expect(after.map((n) => [n.model, n.retired])).toEqual([
      ["gpt-5-mini", true],
      ["gpt-image-1", true],
    ]);
    expect(after[1].message).toBe(
      "Das Modell gpt-image-1 (AI_IMAGE_MODEL) ist seit dem 23.10.2026 bei OpenAI abgeschaltet. Nachfolger: gpt-image-2.6-flare oder gpt-image-2.6-sunburst. Bitte AI_IMAGE_MODEL umstellen.",
    );
    expect(modelNotices("workers-ai", { AI_MODEL: "@cf/meta/llama-3.1-8b-instruct", AI_IMAGE_MODEL: null }, "2026-11-28")).toMatchObject([
      { retired: true, successors: ["@cf/zai-org/glm-4.7-flash"] },
    ]);
    // other kinds keep their own calendars
    expect(modelNotices("azure-openai", { AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: null }, "2026-11-28")).toEqual([]);
    expect(modelNotices("openai-compatible", { AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: null }, "2026-11-28")).toEqual([]);
  });
});

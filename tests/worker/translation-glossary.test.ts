/**
 * @file The glossary of terms that must not be translated (setting translation_glossary): validated like the form,
 * kept unchanged by the template fallback, and named in the prompt the OpenAI provider is sent.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiTranslateResponse } from "../../common/schemas/ai-content";
import { chatAnswer, configureProvider, fakeProvider } from "./ai-helpers";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { send } from "./undo-fixtures";

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});
afterEach(() => vi.restoreAllMocks());

async function setGlossary(value: string) {
  const { version } = (await json(await send(admin, "GET", "/api/admin/settings"))) as { version: number };
  return send(admin, "PUT", "/api/admin/settings", { translation_glossary: value }, version);
}
const translate = async (text: string) => {
  const res = await send(admin, "POST", "/api/admin/ai-content/translate", { text, target_language: "en" });
  expect(res.status).toBe(200);
  return (await json(res)) as AiTranslateResponse;
};

describe("translation glossary", () => {
  it("has the firm's name by default, trims the terms and refuses over-long ones with 400", async () => {
    const { settings } = (await json(await send(admin, "GET", "/api/admin/settings"))) as { settings: { key: string; value: string }[] };
    expect(settings.find((s) => s.key === "translation_glossary")?.value).toContain("Muster Consulting GmbH");
    const bad = await setGlossary("x".repeat(81));
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: expect.any(String) });
    const ok = await setGlossary("  Datenwerk  \n\nDatenwerk\nMuster Consulting GmbH");
    expect(ok.status).toBe(200);
    const saved = (await json(ok)) as { settings: { key: string; value: string }[] };
    expect(saved.settings.find((s) => s.key === "translation_glossary")?.value).toBe("Datenwerk\nMuster Consulting GmbH");
  });

  it("comes back unchanged from the template fallback", async () => {
    await setGlossary("Daten und Beratung GmbH");
    const answer = await translate("Die Daten und Beratung GmbH berät zu Daten und Beratung.");
    expect(answer.source).toBe("template");
    expect(answer.translated_text).toContain("Daten und Beratung GmbH");
    // the words outside the term are still replaced
    expect(answer.translated_text).not.toMatch(/zu Daten und Beratung\./);
  });

  it("is named in the OpenAI request's prompt", async () => {
    await setGlossary("Datenwerk\nMuster Consulting GmbH");
    const reset = configureProvider({ AI_PROVIDER: "openai", AI_BASE_URL: "", AI_MODEL: "gpt-5-mini", AI_EXTRA_HEADERS: "" });
    try {
      const { seen } = fakeProvider(() => chatAnswer({ translated_text: "Datenwerk advises." }));
      const answer = await translate("Datenwerk berät.");
      expect(answer.translated_text).toBe("Datenwerk advises.");
      const prompt = JSON.stringify(seen[0]?.body?.messages);
      expect(prompt).toContain('\\"Datenwerk\\"');
      expect(prompt).toContain('\\"Muster Consulting GmbH\\"');
    } finally {
      reset();
    }
  });
});

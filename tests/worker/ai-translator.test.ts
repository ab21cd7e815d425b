/**
 * @file "Übersetzen" on Cloudflare (issue 42): with the Workers AI binding and no other provider, POST
 * /api/admin/ai-content/translate answers with m2m100's translation through a fake binding whose every input is checked
 * against the model's published input schema and whose answers follow its output schema; the Markdown's markup, URLs
 * and glossary terms (the firm's name, the default glossary) never reach the model and come back as written; library pictures get their English alt text. A
 * configured provider still answers itself; without the binding the template answers.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AiTranslateResponse } from "../../common/schemas/ai-content";
import { aiTestHooks, type BindingCall, chatAnswer, configureProvider, fakeAiBinding, fakeProvider } from "./ai-helpers";
import { api, createStaff, seed, sessionCookie } from "./helpers";
import { workersAiInputErrors } from "./request-schemas";

const MODEL = "@cf/meta/m2m100-1.2b";
/** Nothing configured: the variables of configureProvider's default provider emptied, the binding given. */
const bindingOnly = (AI: unknown) =>
  configureProvider({ AI_PROVIDER: "", AI_BASE_URL: "", AI_MODEL: "", AI_IMAGE_MODEL: "", AI_API_KEY: "", AI });

/** A stand-in for m2m100: a small dictionary, else the text marked as translated; its answer checked against the output schema. */
const WORDS: Record<string, string> = {
  "Warum jetzt": "Why now",
  "Daten zuerst": "Data first",
  "Wir beraten den Mittelstand.": "We advise mid-sized companies.",
  Fazit: "Conclusion",
  Architekturskizze: "Architecture sketch",
  "Mehr dazu": "More on this",
  "berät Sie:": "advises you:",
};
function m2m100(call: BindingCall) {
  const answer = { translated_text: WORDS[String(call.input.text)] ?? `EN(${call.input.text})` };
  expect(workersAiInputErrors("m2m100-1.2b-output", answer)).toEqual([]);
  return answer;
}

let editor: string;
const provider = aiTestHooks();

beforeAll(async () => {
  await seed();
  editor = await sessionCookie((await createStaff("editor")).id);
  await env.DB.prepare(
    "INSERT INTO assets (filename, original_filename, url, mime_type, file_size, alt_text, alt_en) VALUES ('skizze-1.jpg', 'skizze.jpg', '/media/skizze-1.jpg', 'image/jpeg', 10, 'Skizze der Datenplattform', 'Sketch of the data platform')",
  ).run();
});

async function translate(text: string, target_language: "en" | "de" = "en") {
  const res = await api(editor, "POST", "/api/admin/ai-content/translate", { text, target_language, context: "blog" });
  expect(res.status).toBe(200);
  return (await res.json()) as AiTranslateResponse;
}

describe("POST /api/admin/ai-content/translate with the Workers AI binding", () => {
  const markdown = [
    "## Warum jetzt",
    "",
    "Wir beraten den Mittelstand.",
    "",
    "- **Daten zuerst**",
    '- [Mehr dazu](https://example.com/a_b?x=1 "Titel")',
    "",
    "![Architekturskizze](/media/skizze-1.jpg)",
    "",
    "Die Muster Consulting GmbH berät Sie: `npm start`",
    "",
    "```sh",
    "echo Hallo Welt",
    "```",
    "",
    "### Fazit",
  ].join("\n");

  it("answers with m2m100's translation: inputs valid against its schema, markup and glossary terms kept, English alt texts", async () => {
    const { binding, calls } = fakeAiBinding(m2m100);
    provider.set(bindingOnly(binding));
    const answer = await translate(markdown);
    expect(answer).toMatchObject({ source: MODEL, provider_error: null });
    for (const call of calls) {
      expect(call.model).toBe(MODEL);
      expect(workersAiInputErrors("m2m100-1.2b", call.input)).toEqual([]);
      expect(call.input).toMatchObject({ source_lang: "de", target_lang: "en" });
      // no markup, URL, code or glossary term is sent
      expect(String(call.input.text)).not.toMatch(/[#*`[\]()|]|https?:|Muster|echo/);
    }
    expect(answer.translated_text).toBe(
      [
        "## Why now",
        "",
        "We advise mid-sized companies.",
        "",
        "- **Data first**",
        '- [More on this](https://example.com/a_b?x=1 "Titel")',
        "",
        "![Sketch of the data platform](/media/skizze-1.jpg)",
        "",
        "EN(Die) Muster Consulting GmbH advises you: `npm start`",
        "",
        "```sh",
        "echo Hallo Welt",
        "```",
        "",
        "### Conclusion",
      ].join("\n"),
    );
    // each distinct segment once
    expect(new Set(calls.map((c) => c.input.text)).size).toBe(calls.length);
  });

  it("sends a long paragraph in sentence groups within the model's length, and English to German the other way", async () => {
    const { binding, calls } = fakeAiBinding(m2m100);
    provider.set(bindingOnly(binding));
    const sentence = "Dieser Satz beschreibt ein Projekt mit vielen Daten und klaren Zielen.";
    const long = Array.from({ length: 12 }, () => sentence).join(" ");
    const answer = await translate(long);
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(String(call.input.text).length).toBeLessThanOrEqual(400);
    expect(answer.translated_text).not.toContain(`${sentence} ${sentence} ${sentence} ${sentence} ${sentence} ${sentence}`);
    calls.length = 0;
    await translate("Data first", "de");
    expect(calls[0].input).toMatchObject({ text: "Data first", source_lang: "en", target_lang: "de" });
  });

  it("a failing binding: the template answers and says why (the model's error, not a missing provider)", async () => {
    const { binding } = fakeAiBinding(() => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    provider.set(bindingOnly(binding));
    const answer = await translate("Wir beraten den Mittelstand.");
    expect(answer).toMatchObject({ source: "template", provider_error: { kind: "rate_limited" } });
  });

  it("an answer without translated_text is incomplete: the template answers", async () => {
    const { binding } = fakeAiBinding(() => ({}));
    provider.set(bindingOnly(binding));
    expect(await translate("Fazit")).toMatchObject({ source: "template", provider_error: { kind: "incomplete" } });
  });

  it("a configured provider answers itself, binding or not; without the binding the template answers, labelled", async () => {
    const { binding, calls } = fakeAiBinding(m2m100);
    provider.set(configureProvider({ AI: binding }));
    fakeProvider(() => chatAnswer({ translated_text: "We advise mid-sized companies." }));
    expect(await translate("Wir beraten den Mittelstand.")).toMatchObject({ source: "fake-model-1", provider_error: null });
    expect(calls).toHaveLength(0);
    provider.putBack();
    provider.set(bindingOnly(undefined));
    const template = await translate("![Architekturskizze](/media/skizze-1.jpg) Daten");
    expect(template).toMatchObject({ source: "template", provider_error: null });
    // the library's English alt text also in the template's text
    expect(template.translated_text).toContain("![Sketch of the data platform](/media/skizze-1.jpg)");
  });
});

/**
 * Issue 45 in the admin: the provider status names a wrong setup's variable and warns before a configured model is
 * switched off (with its successor and source), in the settings' "KI-Anbieter" and the studio's usage line; the
 * check says what really came back; a cut-off answer is named in the notice before the template; the review step
 * shows the English versions before saving; the browser waits longer than the worker.
 */
import { describe, expect, it } from "vitest";
import { modelNotices } from "../../common/ai-models";
import { templateGeneratedContent } from "../../common/ai-templates";
import {
  AI_GENERATION_TIMEOUT_MS,
  AI_PROVIDER_TIMEOUT_MS,
  type AiProviderCheckResponse,
  type AiProviderStatus,
  aiGeneratorInputSchema,
} from "../../common/schemas/ai-content";
import { failureNotice, sourceNotice } from "../../web/admin/screens/ai-content/failure-text";
import { ReviewStep } from "../../web/admin/screens/ai-content/review-step";
import { providerLine } from "../../web/admin/screens/ai-content/usage-line";
import { CheckResult, ProviderStatusNotes, statusLine } from "../../web/admin/screens/ai-provider-check";
import { cleanUp, render } from "./render";

const configured: AiProviderStatus = {
  configured: true,
  kind: "openai",
  model: "gpt-5-mini",
  image_model: "gpt-image-1.5",
  problem: null,
  notices: modelNotices("openai", { AI_MODEL: "gpt-5-mini", AI_IMAGE_MODEL: "gpt-image-1.5" }, "2026-11-28"),
};
const misconfigured: AiProviderStatus = {
  configured: false,
  kind: null,
  model: null,
  image_model: null,
  problem: { variable: "AI_PROVIDER", message: "AI_MODEL ist gesetzt, aber AI_PROVIDER fehlt: Bitte den Anbieter eintragen." },
  notices: [],
};

describe("the provider status in the admin", () => {
  it("warns before each configured model is switched off, with the date, the successor and the source", () => {
    const c = render(<ProviderStatusNotes status={configured} />);
    const banners = [...c.querySelectorAll(".adm-banner")];
    expect(banners).toHaveLength(2);
    expect(banners[0].textContent).toContain("gpt-5-mini (AI_MODEL) wird am 11.12.2026 von OpenAI abgeschaltet (in 13 Tagen)");
    expect(banners[0].textContent).toContain("Nachfolger: gpt-6.1-terra");
    expect(banners[1].textContent).toContain("Nachfolger: gpt-image-2.6-flare oder gpt-image-2.6-sunburst");
    expect(banners[0].querySelector("a")?.getAttribute("href")).toBe("https://developers.openai.com/api/docs/deprecations");
    expect(statusLine(configured)).toBe("OpenAI, Modell gpt-5-mini, Bildmodell gpt-image-1.5.");
  });

  it("names the missing variable of a wrong setup instead of 'kein KI-Anbieter konfiguriert'", () => {
    const c = render(<ProviderStatusNotes status={misconfigured} />);
    expect(c.textContent).toContain("KI-Anbieter falsch eingerichtet (AI_PROVIDER)");
    expect(c.textContent).toContain("AI_PROVIDER fehlt");
    expect(statusLine(misconfigured)).not.toContain("Kein KI-Anbieter konfiguriert");
    const line = render(<p>{providerLine(misconfigured)}</p>);
    expect(line.textContent).toBe("KI-Anbieter falsch eingerichtet (AI_PROVIDER): Vorlagen antworten.");
  });

  it("'Verbindung testen' shows what came back, and a wrong setup by its variable", () => {
    const base: AiProviderCheckResponse = {
      ...configured,
      notices: [],
      latency_ms: 812,
      works: { text: true, json: false, images: true },
      error: null,
    };
    const failed = render(
      <CheckResult
        result={{
          ...base,
          works: { text: false, json: false, images: true },
          error: {
            kind: "truncated",
            status: null,
            message: "Die Antwort wurde durch die Ausgabegrenze abgeschnitten.",
            detail: "Ausgabegrenze 1.704 Tokens erreicht, davon 1.704 für das Nachdenken (reasoning) des Modells",
          },
        }}
      />,
    );
    expect(failed.textContent).toContain("Die Antwort wurde durch die Ausgabegrenze abgeschnitten. (Ausgabegrenze 1.704 Tokens");
    expect(failed.textContent).toContain("Text: nein");
    expect(failed.textContent).toContain("JSON: nein");
    cleanUp();
    const wrong = render(
      <CheckResult result={{ ...base, ...misconfigured, latency_ms: null, works: { text: false, json: false, images: false } }} />,
    );
    expect(wrong.textContent).toContain("KI-Anbieter falsch eingerichtet (AI_PROVIDER)");
  });
});

describe("the notices before a template", () => {
  it("name a cut-off answer and a wrong setup before saying that the template answered", () => {
    expect(
      sourceNotice({
        source: "template",
        provider_error: {
          kind: "truncated",
          status: null,
          message: "Die Antwort wurde durch die Ausgabegrenze abgeschnitten.",
          detail: "Ausgabegrenze 1.900 Tokens erreicht",
        },
      }),
    ).toBe(
      "Die Antwort wurde durch die Ausgabegrenze abgeschnitten. (Ausgabegrenze 1.900 Tokens erreicht) Stattdessen wurde eine Vorlage verwendet.",
    );
    expect(
      sourceNotice({
        source: "template",
        provider_error: {
          kind: "misconfigured",
          status: null,
          message: "Der KI-Anbieter ist falsch eingerichtet.",
          detail: misconfigured.problem?.message,
        },
      }),
    ).toMatch(/^Der KI-Anbieter ist falsch eingerichtet\. \(AI_MODEL ist gesetzt, aber AI_PROVIDER fehlt/);
  });

  it("the browser gives up after its 60 s, 10 s after the worker, and says 60", () => {
    expect(AI_GENERATION_TIMEOUT_MS - AI_PROVIDER_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(failureNotice({ kind: "timeout", status: null })).toMatch(/^Zeitüberschreitung: Die KI hat nicht innerhalb von 60 Sekunden/);
  });
});

describe("the review step", () => {
  it("shows the English article and LinkedIn post before saving", () => {
    const input = aiGeneratorInputSchema.parse({
      title: "Datenstrategie",
      description: "Warum Daten zuerst kommen.",
      tags: ["Daten"],
      planned_date: "2026-12-07",
    });
    const content = templateGeneratedContent(input, "https://www.example.com");
    const c = render(
      <ReviewStep
        content={content}
        notice={null}
        image={{ url: null, notice: null, busy: false, onGenerate: () => undefined }}
        saving={false}
        saveError={null}
        onSave={() => undefined}
        onRestart={() => undefined}
      />,
    );
    const english = c.querySelector('[aria-labelledby="ai-review-blog-en"]');
    expect(english?.getAttribute("lang")).toBe("en");
    expect(english?.textContent).toContain(`Blog-Artikel (Englisch): ${content.title_en}`);
    expect(english?.textContent).toContain("Conclusion");
    const post = c.querySelector('[aria-labelledby="ai-review-linkedin-en"]');
    expect(post?.textContent).toContain("Read more on our blog!");
    expect(post?.textContent).toContain("https://www.example.com/en/blog/datenstrategie");
  });
});

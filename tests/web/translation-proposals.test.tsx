/**
 * Machine translations in the admin (issue 42): the editors' panel counts a row saved before tracking began (no stored
 * sources) as in step until its German changes; a proposal names its source (template or model) and changes nothing
 * until "Übernehmen"; a template's text taken over is marked "Vorlage, ungeprüft", is not "EN aktuell", and is sent as
 * `unchecked_en` with the save until a person edits or confirms it; the settings/UI-string helper proposes too.
 */
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { englishHash } from "../../common/translation";
import type { Event, Versioned } from "../../common/types";
import { settingsQuery } from "../../web/admin/queries/settings";
import { EventForm } from "../../web/admin/screens/event-form";
import { SettingsScreen } from "../../web/admin/screens/settings";
import { sessionQuery } from "../../web/admin/session";
import { TranslateHelper } from "../../web/admin/translation/translate-helper";
import { TranslationPanel } from "../../web/admin/translation/translation-panel";
import { button, cleanUp, jsonResponse, polyfillDialog, renderInAdmin, settle } from "./render";

beforeAll(() => {
  window.scrollTo = () => {};
  polyfillDialog();
});

/** The translate endpoint's answer: the template's (no provider) or a model's. */
const translated = (text: string, source = "template") => ({ success: true, source, provider_error: null, translated_text: text });
const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};
const row = (field: string) => document.querySelector<HTMLElement>(`.translation-panel [data-field="${field}"]`)!;
const badgeOf = (field: string) => row(field).querySelector(".adm-badge")?.textContent;
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** A seeded event: English beside its German, no stored sources (saved before tracking began). */
const SEEDED: Versioned<Event> = {
  id: 7,
  version: 3,
  title: "Dinner & Digital: Daten als Produkt",
  title_en: "Dinner & Digital: data as a product",
  description: "Ein Abend mit Keynote.",
  description_en: "An evening with a keynote.",
  event_date: "2030-05-20",
  event_time: "18:30",
  location: "München",
  max_participants: 20,
  event_type: "own",
  status: "upcoming",
  image_url: null,
  online_url: null,
  price_eur: null,
  translation_sources: {},
  created_at: "2026-01-01 00:00:00",
  updated_at: "2026-01-01 00:00:00",
};

describe("the editors' 'Englische Fassung' panel", () => {
  it("counts a row saved before tracking as in step, and a German change as 'EN veraltet'", async () => {
    const panel = (title: string) => (
      <TranslationPanel
        kind="event"
        labels={{ title: "Titel", description: "Beschreibung" }}
        values={{ ...SEEDED, title }}
        saved={SEEDED}
        unchecked={{}}
        onAccept={() => {}}
        onUnchecked={() => {}}
      />
    );
    await renderInAdmin(panel(SEEDED.title));
    expect(badgeOf("title")).toBe("EN aktuell");
    cleanUp();
    await renderInAdmin(panel("Dinner & Digital: Daten als Produkt, neu"));
    expect(badgeOf("title")).toBe("EN veraltet");
    expect(badgeOf("description")).toBe("EN aktuell");
  });

  it("shows a model's proposal with its source; taken over, the field is no unchecked template", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(translated("Dinner & Digital: data as a product, new", "@cf/meta/llama-3.1-8b-instruct"))),
    );
    const onAccept = vi.fn();
    await renderInAdmin(
      <TranslationPanel
        kind="event"
        labels={{ title: "Titel", description: "Beschreibung" }}
        values={{ ...SEEDED, title: "Dinner & Digital: Daten als Produkt, neu" }}
        saved={SEEDED}
        unchecked={{ description: "0badc0de" }}
        onAccept={onAccept}
        onUnchecked={() => {}}
      />,
    );
    await click(button("Übersetzen (Titel)"));
    const proposal = document.querySelector<HTMLElement>('[aria-label="Vorschlag: Titel (Englisch)"]')!;
    expect(proposal.dataset.source).toBe("model");
    expect(proposal.textContent).toContain("Quelle: KI-Übersetzung (@cf/meta/llama-3.1-8b-instruct)");
    expect(onAccept).not.toHaveBeenCalled();
    await click(button("Übernehmen", proposal));
    expect(onAccept).toHaveBeenCalledWith("title_en", "Dinner & Digital: data as a product, new", { description: "0badc0de" });
  });
});

describe("a template translation in the event editor", () => {
  it("is a labelled proposal, then 'Vorlage, ungeprüft' (not 'EN aktuell'), sent as unchecked_en until confirmed", async () => {
    const template = "Dinner & Digital: data as product, new";
    const saved: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).includes("/ai-content/translate")) return jsonResponse(translated(template));
        saved.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...SEEDED, version: SEEDED.version + 1 });
      }),
    );
    await renderInAdmin(<EventForm event={SEEDED} onClose={() => {}} />);
    act(() => type(field("title"), "Dinner & Digital: Daten als Produkt, neu"));
    await settle();
    expect(badgeOf("title")).toBe("EN veraltet");

    await click(button("Übersetzen (Titel)"));
    const proposal = document.querySelector<HTMLElement>('[aria-label="Vorschlag: Titel (Englisch)"]')!;
    expect(proposal.dataset.source).toBe("template");
    expect(proposal.textContent).toContain("Vorlage verwendet");
    expect(proposal.textContent).toContain("Ersetzt den bisherigen englischen Text.");
    // nothing is written before "Übernehmen"
    expect(field("title_en").value).toBe(SEEDED.title_en);
    await click(button("Übernehmen", proposal));
    expect(field("title_en").value).toBe(template);
    expect(badgeOf("title")).toBe("Vorlage, ungeprüft");

    await act(async () => document.querySelector<HTMLFormElement>("#event-form")!.requestSubmit());
    await settle();
    expect(saved.at(-1)).toMatchObject({ title_en: template, unchecked_en: { title: englishHash({ title_en: template }, "title") } });

    // a person confirms it: the mark goes, the field is current as the save will store it
    await click(button("Als geprüft markieren (Titel)"));
    expect(badgeOf("title")).toBe("EN aktuell");
  });

  it("is no longer unchecked once a person edits the English text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(translated("Dinner & Digital: data as product"))),
    );
    await renderInAdmin(<EventForm event={SEEDED} onClose={() => {}} />);
    act(() => type(field("title"), "Dinner & Digital: Daten als Produkt, neu"));
    await click(button("Übersetzen (Titel)"));
    await click(button("Übernehmen", document.querySelector('[aria-label="Vorschlag: Titel (Englisch)"]')!));
    expect(badgeOf("title")).toBe("Vorlage, ungeprüft");
    act(() => type(field("title_en"), "Dinner & Digital: data as a product, revisited"));
    await settle();
    expect(badgeOf("title")).toBe("EN aktuell");
  });
});

describe("the settings and UI strings' 'Automatisch übersetzen'", () => {
  it("proposes with the source and writes only on 'Übernehmen', saying a template made it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(translated("We advise companies on data"))),
    );
    const onAccept = vi.fn();
    await renderInAdmin(
      <TranslateHelper
        source="Wir beraten Unternehmen zu Daten"
        label="Website-Beschreibung (Englisch)"
        hasEnglish
        allowed
        onAccept={onAccept}
      />,
    );
    await click(button("Automatisch übersetzen"));
    const proposal = document.querySelector<HTMLElement>('[aria-label="Vorschlag: Website-Beschreibung (Englisch)"]')!;
    expect(proposal.textContent).toContain("Quelle: Vorlage");
    expect(proposal.textContent).toContain("Ersetzt den bisherigen englischen Text.");
    expect(onAccept).not.toHaveBeenCalled();
    await click(button("Verwerfen", proposal));
    expect(document.querySelector('[aria-label="Vorschlag: Website-Beschreibung (Englisch)"]')).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
    await click(button("Automatisch übersetzen"));
    await click(button("Übernehmen", document.querySelector('[aria-label="Vorschlag: Website-Beschreibung (Englisch)"]')!));
    expect(onAccept).toHaveBeenCalledWith("We advise companies on data", true);
  });

  it("the settings form sends a template's text as unchecked_en and shows it as 'Vorlage, ungeprüft'", async () => {
    const english = "We advise companies on data";
    const saved: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).includes("/ai-content/translate")) return jsonResponse(translated(english));
        if (init?.method === "PUT") {
          saved.push(JSON.parse(String(init.body)));
          return jsonResponse(SETTINGS);
        }
        if (String(url).endsWith("/api/admin/settings")) return jsonResponse(SETTINGS);
        return jsonResponse({ error: "nicht hier", code: "not_found" }, 404);
      }),
    );
    const SETTINGS = {
      settings: [
        { key: "site_description", value: "Wir beraten Unternehmen zu Daten", updated_at: null },
        { key: "site_description_en", value: "We advise on data", updated_at: null },
      ],
      version: 4,
      translation_sources: {},
    };
    await renderInAdmin(<SettingsScreen />, (client) => {
      client.setQueryData(sessionQuery.queryKey, {
        id: 1,
        email: "redaktion@example.com",
        name: "Redaktion",
        permissions: ["settings.view", "settings.edit", "ai.use"],
      } as never);
      client.setQueryData(settingsQuery.queryKey, SETTINGS as never);
    });
    const helper = document.querySelector<HTMLElement>('[data-testid="translation-site_description"]')!;
    expect(helper.querySelector(".adm-badge")?.textContent).toBe("EN aktuell");
    await click(button("Automatisch übersetzen", helper));
    const proposal = helper.querySelector<HTMLElement>('[aria-label="Vorschlag: Website-Beschreibung (Englisch)"]')!;
    expect(proposal.dataset.source).toBe("template");
    expect(field("site_description_en").value).toBe("We advise on data");
    await click(button("Übernehmen", proposal));
    expect(field("site_description_en").value).toBe(english);
    expect(helper.querySelector(".adm-badge")?.textContent).toBe("Vorlage, ungeprüft");
    await act(async () => document.querySelector<HTMLFormElement>("form.adm-form")!.requestSubmit());
    await settle();
    expect(saved.at(-1)).toEqual({
      site_description_en: english,
      unchecked_en: { site_description: englishHash({ site_description_en: english }, "site_description") },
    });
  });
});

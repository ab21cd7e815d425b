/**
 * @file Template translations never go live as checked (issue 42): the translate endpoint says when the built-in template
 * answered; an English text an editor took over from it (`unchecked_en`: field → hash of that text) is stored marked and
 * counts as "EN veraltet" in the editor, the list filter and the overview until a person edits it or confirms it, on
 * every save path (post, page and section, team member, event, settings, UI string); a restore brings the mark back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pageTexts, pageTranslationState } from "../../common/page-translation";
import { AI_MESSAGES, TEMPLATE_SOURCE } from "../../common/schemas/ai-content";
import type { TranslationOverviewResponse } from "../../common/schemas/translation-overview";
import {
  englishHash,
  fieldStates,
  isTemplateSource,
  TRANSLATABLE,
  type TranslatableKind,
  translationState,
  uiStringTexts,
} from "../../common/translation";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { idsListedAs } from "./translation-filter";
import { inputs, send } from "./undo-fixtures";

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

type Row = Record<string, unknown> & { id: number; version: number; translation_sources: Record<string, string> };
async function write(method: "POST" | "PUT" | "PATCH", path: string, body: unknown, version?: number) {
  const res = await send(admin, method, path, body, version);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(method === "POST" ? 201 : 200);
  return answer as Row;
}
const hash = (field: string, english: string | string[]) => englishHash({ [`${field}_en`]: english }, field);
const states = (kind: TranslatableKind, row: object & { translation_sources: Record<string, string> }) =>
  fieldStates(row, row.translation_sources, TRANSLATABLE[kind].fields);
const overview = async () => (await json(await send(admin, "GET", "/api/admin/translation-status"))) as TranslationOverviewResponse;
const overviewState = async (kind: string, title: string) =>
  (await overview()).kinds.find((k) => k.kind === kind)?.items.find((i) => i.title === title)?.state ?? "current";

const TEMPLATE_TITLE = "Wo data and AI in the mid-sized companies echten Nutzen bringen";

describe("POST /api/admin/ai-content/translate without a provider", () => {
  it("says that the template answered, so the editors can label the proposal", async () => {
    const res = await send(admin, "POST", "/api/admin/ai-content/translate", {
      text: "Daten und KI im Mittelstand",
      target_language: "en",
    });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(answer).toMatchObject({ source: TEMPLATE_SOURCE, provider_error: null });
    expect(answer.translated_text).not.toBe("");
    expect(AI_MESSAGES.templateNoProvider).toContain("Vorlage");
  });
});

describe("an English text taken over from a template translation", () => {
  let n = 0;
  const post = (extra: Record<string, unknown>) => ({
    title: "Wo Daten und KI im Mittelstand echten Nutzen bringen",
    slug: `vorlage-${++n}`,
    excerpt: "Der Auszug",
    excerpt_en: "The excerpt",
    content: "Der Text",
    content_en: "The text",
    ...extra,
  });

  it("a post: marked, 'EN veraltet' in the list filter and the overview, kept by saves that do not say otherwise, current once a person edits it", async () => {
    const created = await write(
      "POST",
      "/api/admin/blog",
      post({ title_en: TEMPLATE_TITLE, unchecked_en: { title: hash("title", TEMPLATE_TITLE) } }),
    );
    expect(isTemplateSource(created.translation_sources.title)).toBe(true);
    expect(states("post", created)).toMatchObject({ title: "stale", excerpt: "current", content: "current" });
    expect(translationState("post", created)).toBe("stale");
    expect(await idsListedAs(admin, "/api/admin/blog", "stale")).toContain(created.id);
    expect(await idsListedAs(admin, "/api/admin/blog", "current")).not.toContain(created.id);
    expect(await overviewState("post", created.title as string)).toBe("stale");
    const path = `/api/admin/blog/${created.id}`;

    // an API client that knows nothing of marks, and the editor that still holds it, keep it
    const body = post({ slug: created.slug, title_en: TEMPLATE_TITLE, tags: ["KI"] });
    const kept = await write("PUT", path, body, created.version);
    expect(isTemplateSource(kept.translation_sources.title)).toBe(true);
    const still = await write("PUT", path, { ...body, unchecked_en: { title: hash("title", TEMPLATE_TITLE) } }, kept.version);
    expect(states("post", still).title).toBe("stale");
    // the editor's mark names the template's text: an English text a person changed since is theirs, and current
    const edited = "Where data and AI bring real value to mid-sized companies";
    const fixed = await write(
      "PUT",
      path,
      { ...body, title_en: edited, unchecked_en: { title: hash("title", TEMPLATE_TITLE) } },
      still.version,
    );
    expect(translationState("post", fixed)).toBe("current");
    expect(await idsListedAs(admin, "/api/admin/blog", "current")).toContain(created.id);
  });

  it("a post: 'Als geprüft markieren' (an editor's save without the field's mark) makes it current; a bad mark is a 400", async () => {
    const created = await write(
      "POST",
      "/api/admin/blog",
      post({ title_en: TEMPLATE_TITLE, unchecked_en: { title: hash("title", TEMPLATE_TITLE) } }),
    );
    const confirmed = await write(
      "PUT",
      `/api/admin/blog/${created.id}`,
      post({ slug: created.slug, title_en: TEMPLATE_TITLE, unchecked_en: {} }),
      created.version,
    );
    expect(translationState("post", confirmed)).toBe("current");
    for (const unchecked_en of [{ title: "nicht-hex" }, { slug: hash("title", "x") }]) {
      const res = await send(admin, "POST", "/api/admin/blog", post({ title_en: "x", unchecked_en }));
      expect(res.status, JSON.stringify(unchecked_en)).toBe(400);
      expect(Object.keys((await json(res)).details.fields)).toEqual(["unchecked_en"]);
    }
  });

  it("a post: restoring a revision brings its mark back", async () => {
    const created = await write(
      "POST",
      "/api/admin/blog",
      post({ title_en: TEMPLATE_TITLE, unchecked_en: { title: hash("title", TEMPLATE_TITLE) } }),
    );
    const path = `/api/admin/blog/${created.id}`;
    const confirmed = await write("PUT", path, post({ slug: created.slug, title_en: TEMPLATE_TITLE, unchecked_en: {} }), created.version);
    expect(translationState("post", confirmed)).toBe("current");
    const revisions = (await json(await send(admin, "GET", `${path}/revisions`))) as { id: number; version: number }[];
    const first = revisions.find((r) => r.version === 1)!;
    const res = await send(admin, "POST", `${path}/revisions/${first.id}/restore`, undefined, confirmed.version);
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = (await json(res)) as Row;
    expect(isTemplateSource(restored.translation_sources.title)).toBe(true);
    expect(translationState("post", restored)).toBe("stale");
  });

  it("a page's own title and a section's text: marked until confirmed, and the page is 'EN veraltet' meanwhile", async () => {
    const body = inputs.pages({
      published: false,
      translations: [{ language: "en", title: TEMPLATE_TITLE }],
      unchecked_en: { title: hash("title", TEMPLATE_TITLE) },
      sections: [
        {
          section_key: "intro",
          title: "Willkommen",
          title_en: "Welcome",
          content: "Hallo",
          content_en: "Hello in the mid-sized companies",
          unchecked_en: { content: hash("content", "Hello in the mid-sized companies") },
        },
      ],
    });
    const created = await write("POST", "/api/admin/pages", body);
    const section = (created.sections as Row[])[0];
    expect(states("section", section)).toEqual({ title: "current", subtitle: "current", content: "stale" });
    expect(fieldStates(pageTexts(created as never), created.translation_sources, TRANSLATABLE.page.fields).title).toBe("stale");
    expect(pageTranslationState(created as never)).toBe("stale");
    expect(await idsListedAs(admin, "/api/admin/pages", "stale")).toContain(created.id);

    // the editor confirms both: the same texts, without marks
    const confirmed = await write(
      "PUT",
      `/api/admin/pages/${created.id}`,
      { ...body, unchecked_en: {}, sections: [{ ...body.sections[0], id: section.id, unchecked_en: {} }] },
      created.version,
    );
    expect(pageTranslationState(confirmed as never)).toBe("current");
  });

  it("a team member's list field and an event's title: marked until confirmed", async () => {
    const expertise = ["Data platforms", "Cloud costs"];
    const english = { position_en: "Data engineer", bio_en: "Builds data platforms." };
    const team = await write(
      "POST",
      "/api/admin/team",
      inputs.team({ ...english, expertise_en: expertise, unchecked_en: { expertise: hash("expertise", expertise) } }),
    );
    expect(states("team", team).expertise).toBe("stale");
    expect(translationState("team", team)).toBe("stale");
    expect(await idsListedAs(admin, "/api/admin/team", "stale")).toContain(team.id);
    const teamBody = { ...inputs.team(), ...english, name: team.name, email: team.email, expertise_en: expertise, unchecked_en: {} };
    expect(translationState("team", await write("PUT", `/api/admin/team/${team.id}`, teamBody, team.version))).toBe("current");

    const event = await write(
      "POST",
      "/api/admin/events",
      inputs.events({ title_en: TEMPLATE_TITLE, description_en: "Talks.", unchecked_en: { title: hash("title", TEMPLATE_TITLE) } }),
    );
    expect(translationState("event", event)).toBe("stale");
    expect(await overviewState("event", event.title as string)).toBe("stale");
    const eventBody = inputs.events({ title: event.title, title_en: TEMPLATE_TITLE, description_en: "Talks.", unchecked_en: {} });
    expect(translationState("event", await write("PUT", `/api/admin/events/${event.id}`, eventBody, event.version))).toBe("current");
  });

  it("a setting (the settings helper): marked until confirmed; a save that only confirms changes the source alone", async () => {
    type Settings = { settings: { key: string; value: string }[]; version: number; translation_sources: Record<string, string> };
    const load = async () => (await json(await send(admin, "GET", "/api/admin/settings"))) as Settings;
    const values = (s: Settings) => Object.fromEntries(s.settings.map((r) => [r.key, r.value]));
    const english = "We advise companies on data and Cloud in the mid-sized companies.";
    const marked = (await write(
      "PUT",
      "/api/admin/settings",
      { site_description_en: english, unchecked_en: { site_description: hash("site_description", english) } },
      (
        await load()
      ).version,
    )) as unknown as Settings;
    expect(isTemplateSource(marked.translation_sources.site_description)).toBe(true);
    expect(fieldStates(values(marked), marked.translation_sources, TRANSLATABLE.setting.fields).site_description).toBe("stale");
    expect(await overviewState("setting", "Beschreibung der Website")).toBe("stale");
    // another key saved by the screen (which sends its marks along) keeps it
    const other = (await write(
      "PUT",
      "/api/admin/settings",
      { contact_phone: "+49 89 1234 5678", unchecked_en: { site_description: hash("site_description", english) } },
      marked.version,
    )) as unknown as Settings;
    expect(isTemplateSource(other.translation_sources.site_description)).toBe(true);
    const confirmed = (await write("PUT", "/api/admin/settings", { unchecked_en: {} }, other.version)) as unknown as Settings;
    expect(fieldStates(values(confirmed), confirmed.translation_sources, TRANSLATABLE.setting.fields).site_description).toBe("current");
    expect(await overviewState("setting", "Beschreibung der Website")).toBe("current");
    const nothing = await send(admin, "PUT", "/api/admin/settings", { unchecked_en: {} }, confirmed.version);
    expect(nothing.status).toBe(400);
  });

  it("a UI string (the inline editor's helper): marked until confirmed", async () => {
    const english = "Hello to the mid-sized companies";
    const row = await write(
      "POST",
      "/api/admin/translations",
      inputs.translations({ english, unchecked_en: { text: hash("text", english) } }),
    );
    const state = (r: Row) => translationState("ui_string", { ...uiStringTexts(r as never), translation_sources: r.translation_sources });
    expect(state(row)).toBe("stale");
    expect(await idsListedAs(admin, "/api/admin/translations", "stale")).toContain(row.id);
    const confirmed = await write("PATCH", `/api/admin/translations/${row.id}`, { unchecked_en: {} }, row.version);
    expect(state(confirmed)).toBe("current");
  });
});

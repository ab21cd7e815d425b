/**
 * @file Exact translation status for rows saved before tracking began (issue 42): the seeded post, home page section,
 * team member, event and settings have no stored sources; their stored German/English pair counts as in step until the
 * German changes. Editing only the German marks the item "EN veraltet" in what the editor reads (its GET and the save's
 * answer), the list filter, and the overview the dashboard tile sums; saving the English brings it back to "EN aktuell".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { pageTranslationState } from "../../common/page-translation";
import { blogPostInputSchema } from "../../common/schemas/blog";
import { eventSchema } from "../../common/schemas/events";
import { pageSchema } from "../../common/schemas/pages";
import { teamMemberSchema } from "../../common/schemas/team";
import type { TranslationOverviewResponse } from "../../common/schemas/translation-overview";
import { fieldStates, TRANSLATABLE, type TranslatableKind, translationState } from "../../common/translation";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { idsListedAs } from "./translation-filter";
import { send } from "./undo-fixtures";

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

type Row = Record<string, unknown> & { id: number; version: number; translation_sources: Record<string, string> };

const get = async (path: string) => (await json(await send(admin, "GET", path))) as Row;
async function put(path: string, body: unknown, version: number) {
  const res = await send(admin, "PUT", path, body, version);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as Row;
}
/** The stored row as its editor sends it back: the schema's fields only. */
const bodyOf = (row: Row, keys: string[]) => Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
const overview = async () => (await json(await send(admin, "GET", "/api/admin/translation-status"))) as TranslationOverviewResponse;
const overviewItem = async (kind: string, title: string) =>
  (await overview()).kinds.find((k) => k.kind === kind)?.items.find((i) => i.title === title);
/** What the editor's panel shows for the stored row: the same rule over the stored sources. */
const states = (kind: TranslatableKind, row: object & { translation_sources: Record<string, string> }) =>
  fieldStates(row, row.translation_sources, TRANSLATABLE[kind].fields);

/** The list filter and the overview agree with the state: listed under it and not under the other, and in the overview's to-do list only when stale. */
async function expectEverywhere(list: string, kind: string, id: number, title: string, state: "stale" | "current") {
  const other = state === "stale" ? "current" : "stale";
  expect(await idsListedAs(admin, list, state), `${list}?translation=${state}`).toContain(id);
  expect(await idsListedAs(admin, list, other), `${list}?translation=${other}`).not.toContain(id);
  const item = await overviewItem(kind, title);
  if (state === "stale") expect(item, `overview ${kind}`).toMatchObject({ state: "stale" });
  else expect(item, `overview ${kind}`).toBeUndefined();
}

describe("rows saved before tracking began (the seed)", () => {
  it("a seeded post: a German-only change is 'EN veraltet' in the editor, the list filter and the overview; its English makes it current", async () => {
    const list = (await json(await send(admin, "GET", "/api/admin/blog"))) as Row[];
    const seeded = list.find((p) => p.slug === "datenstrategie-im-mittelstand")!;
    expect(seeded.translation_sources).toEqual({});
    expect(translationState("post", seeded)).toBe("current");
    const path = `/api/admin/blog/${seeded.id}`;
    const keys = Object.keys(blogPostInputSchema.shape);
    const title = "Datenstrategie im Mittelstand: der neue Titel";

    const changed = await put(path, { ...bodyOf(seeded, keys), title }, seeded.version);
    expect(states("post", changed)).toMatchObject({ title: "stale", excerpt: "current", content: "current" });
    expect(translationState("post", await get(path))).toBe("stale");
    await expectEverywhere("/api/admin/blog", "post", seeded.id, title, "stale");

    // saving again without the English keeps it stale (the seeded English tags now too); saving the English makes it current
    const again = await put(path, { ...bodyOf(changed, keys), tags: ["Daten"] }, changed.version);
    expect(states("post", again)).toMatchObject({ title: "stale", tags: "stale" });
    const translated = await put(
      path,
      { ...bodyOf(again, keys), title_en: "Data strategy: the new title", tags_en: ["Data"] },
      again.version,
    );
    expect(translationState("post", translated)).toBe("current");
    await expectEverywhere("/api/admin/blog", "post", seeded.id, title, "current");
  });

  it("the seeded home page's section: a German-only change is 'EN veraltet' for the section and the page; its English makes it current", async () => {
    const list = (await json(await send(admin, "GET", "/api/admin/pages"))) as Row[];
    const home = await get(`/api/admin/pages/${list.find((p) => p.slug === "home")!.id}`);
    const sections = home.sections as (Row & { section_key: string })[];
    expect(sections.map((s) => s.translation_sources)).toEqual(sections.map(() => ({})));
    expect(pageTranslationState(home as never)).toBe("current");
    const path = `/api/admin/pages/${home.id}`;
    const keys = Object.keys(pageSchema.shape);
    const sectionKeys = ["id", "section_key", "title", "title_en", "subtitle", "subtitle_en", "content", "content_en", "section_type"];
    const withSection = (row: Row, change: Record<string, unknown>) => ({
      ...bodyOf(row, keys),
      sections: (row.sections as Row[]).map((s) => ({ ...bodyOf(s, sectionKeys), ...(s.section_key === "about" ? change : {}) })),
      translations: (row.translations as Row[]).map((t) => bodyOf(t, ["language", "title", "meta_description", "meta_keywords"])),
    });

    const changed = await put(path, withSection(home, { subtitle: "Ihr Partner für Daten, Software und Architektur" }), home.version);
    const about = (changed.sections as Row[]).find((s) => s.section_key === "about")!;
    expect(states("section", about)).toEqual({ title: "current", subtitle: "stale", content: "current" });
    expect(pageTranslationState(changed as never)).toBe("stale");
    await expectEverywhere("/api/admin/pages", "page", home.id, home.title as string, "stale");

    const translated = await put(
      path,
      withSection(changed, {
        subtitle: "Ihr Partner für Daten, Software und Architektur",
        subtitle_en: "Your partner for data and software",
      }),
      changed.version,
    );
    expect(pageTranslationState(translated as never)).toBe("current");
    await expectEverywhere("/api/admin/pages", "page", home.id, home.title as string, "current");
  });

  it("a seeded team member and a seeded event: a German-only change is 'EN veraltet'; their English makes them current", async () => {
    const cases = [
      { list: "/api/admin/team", kind: "team" as const, keys: Object.keys(teamMemberSchema.shape), field: "position", label: "name" },
      { list: "/api/admin/events", kind: "event" as const, keys: Object.keys(eventSchema.shape), field: "title", label: "title" },
    ];
    for (const { list, kind, keys, field, label } of cases) {
      const rows = (await json(await send(admin, "GET", `${list}?per_page=200`))) as Row[];
      const seeded = rows.find((r) => r[`${field}_en`] && Object.keys(r.translation_sources).length === 0)!;
      expect(seeded, list).toBeDefined();
      expect(translationState(kind, seeded), list).toBe("current");
      const path = `${list}/${seeded.id}`;
      const changed = await put(path, { ...bodyOf(seeded, keys), [field]: `${seeded[field]} (neu)` }, seeded.version);
      expect(states(kind, changed)[field], list).toBe("stale");
      expect(translationState(kind, await get(path)), list).toBe("stale");
      await expectEverywhere(list, kind, seeded.id, changed[label] as string, "stale");
      const translated = await put(path, { ...bodyOf(changed, keys), [`${field}_en`]: `${seeded[`${field}_en`]} (new)` }, changed.version);
      expect(translationState(kind, translated), list).toBe("current");
      await expectEverywhere(list, kind, seeded.id, changed[label] as string, "current");
    }
  });

  it("the built-in settings: a German-only change is 'EN veraltet' in the settings and the overview; its English makes it current", async () => {
    type Settings = { settings: { key: string; value: string }[]; version: number; translation_sources: Record<string, string> };
    const load = async () => (await json(await send(admin, "GET", "/api/admin/settings"))) as Settings;
    const values = (s: Settings) => Object.fromEntries(s.settings.map((r) => [r.key, r.value]));
    const settingStates = (s: Settings) => fieldStates(values(s), s.translation_sources, TRANSLATABLE.setting.fields);
    expect(settingStates(await load()).site_name).toBe("current");
    const changed = (await put(
      "/api/admin/settings",
      { site_name: "Muster Beratung GmbH" },
      (
        await load()
      ).version,
    )) as unknown as Settings;
    expect(settingStates(changed).site_name).toBe("stale");
    expect(await overviewItem("setting", "Name der Website")).toMatchObject({ state: "stale" });
    const translated = (await put(
      "/api/admin/settings",
      { site_name_en: "Muster Consulting Ltd" },
      changed.version,
    )) as unknown as Settings;
    expect(settingStates(translated).site_name).toBe("current");
    expect(await overviewItem("setting", "Name der Website")).toBeUndefined();
  });
});

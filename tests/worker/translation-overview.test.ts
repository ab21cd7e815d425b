/**
 * @file Translation status of the bilingual settings and the UI strings (exact, per field, built-in defaults counting
 * as in step), the UI strings' ?translation= filter, and the "Übersetzungsstand" overview's counts and permissions.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranslationOverviewResponse } from "../../common/schemas/translation-overview";
import { fieldStates, TRANSLATABLE, translationState, uiStringTexts } from "../../common/translation";
import { json, sessionAs } from "./content-helpers";
import { createStaff, seed, sessionCookie } from "./helpers";
import { expectFilterRefuses } from "./translation-filter";
import { inputs, send } from "./undo-fixtures";

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

interface SettingsAnswer {
  settings: { key: string; value: string }[];
  version: number;
  translation_sources: Record<string, string>;
}
const settingStates = (s: SettingsAnswer) =>
  fieldStates(Object.fromEntries(s.settings.map((r) => [r.key, r.value])), s.translation_sources, TRANSLATABLE.setting.fields);
const loadSettings = async () => (await json(await send(admin, "GET", "/api/admin/settings"))) as SettingsAnswer;
async function putSettings(body: Record<string, string>) {
  const res = await send(admin, "PUT", "/api/admin/settings", body, (await loadSettings()).version);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer as SettingsAnswer;
}

interface UiString {
  id: number;
  key: string;
  german: string;
  english: string;
  version: number;
  translation_sources: Record<string, string>;
}
const uiState = (row: UiString) => translationState("ui_string", { ...uiStringTexts(row), translation_sources: row.translation_sources });
const uiList = async (query: string) =>
  (await json(await send(admin, "GET", `/api/admin/translations?per_page=500${query}`))) as UiString[];
const overview = async (cookie: string) =>
  (await json(await send(cookie, "GET", "/api/admin/translation-status"))) as TranslationOverviewResponse;
const kindOf = (o: TranslationOverviewResponse, kind: string) => o.kinds.find((k) => k.kind === kind);

describe("translation status of the settings", () => {
  it("counts the built-in pairs as current, marks exactly the changed German setting stale, and current again once its English is saved", async () => {
    expect(settingStates(await loadSettings())).toEqual({ site_name: "current", site_description: "current" });
    const changed = await putSettings({ site_description: "Neue Beschreibung der Beratung" });
    expect(settingStates(changed)).toEqual({ site_name: "current", site_description: "stale" });
    expect(kindOf(await overview(admin), "setting")).toMatchObject({
      counts: { missing: 0, stale: 1, current: 1 },
      items: [{ title: "Beschreibung der Website", state: "stale", link: "/admin/settings" }],
    });
    // saving another key keeps the German change visible
    expect(settingStates(await putSettings({ contact_phone: "+49 89 1111 2222" })).site_description).toBe("stale");
    const fixed = await putSettings({ site_description_en: "New description of the consultancy" });
    expect(settingStates(fixed)).toEqual({ site_name: "current", site_description: "current" });
    const emptied = await putSettings({ site_name_en: "" });
    expect(settingStates(emptied)).toEqual({ site_name: "missing", site_description: "current" });
    // the internal key stays out of the public settings
    const publicRows = (await json(await send(admin, "GET", "/api/settings"))) as { key: string }[];
    expect(publicRows.map((r) => r.key)).not.toContain("translation_sources");
    await putSettings({ site_name_en: "Muster Consulting GmbH" });
  });

  it("a restore brings back the state the restored version had, not a fresh stamp", async () => {
    await putSettings({ site_description: "Beschreibung A", site_description_en: "Description A" });
    expect(settingStates(await putSettings({ site_description: "Beschreibung B" })).site_description).toBe("stale");
    expect(settingStates(await putSettings({ site_description_en: "Description B" })).site_description).toBe("current");
    const revisions = (await json(await send(admin, "GET", "/api/admin/settings/site/revisions"))) as { id: number }[];
    const restore = async (revision: { id: number }) => {
      const res = await send(
        admin,
        "POST",
        `/api/admin/settings/site/revisions/${revision.id}/restore`,
        undefined,
        (await loadSettings()).version,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return loadSettings();
    };
    // the middle version: "Beschreibung B" beside "Description A", written against A. A fresh stamp would take the
    // restored English as written now, against B, and call it in step
    const middle = await restore(revisions[1]);
    expect(middle.settings.find((r) => r.key === "site_description_en")?.value).toBe("Description A");
    expect(settingStates(middle).site_description).toBe("stale");
    // and the newest version is in step again, as it was
    expect(settingStates(await restore(revisions[0])).site_description).toBe("current");
  });
});

describe("translation status of the UI strings", () => {
  it("marks exactly the UI string whose German changed stale, filters by it, and returns to current when its English is saved", async () => {
    const all = await uiList("");
    expect(all.length).toBeGreaterThan(2);
    // built-in defaults staff never edited count as in step
    expect(all.every((row) => uiState(row) === "current")).toBe(true);
    const [target, other] = all;
    const res = await send(admin, "PATCH", `/api/admin/translations/${target.id}`, { german: `${target.german} (neu)` }, target.version);
    const changed = (await json(res)) as UiString;
    expect(res.status).toBe(200);
    expect(uiState(changed)).toBe("stale");
    expect((await uiList("&translation=stale")).map((r) => r.key)).toEqual([target.key]);
    expect((await uiList("&translation=current")).map((r) => r.key)).toContain(other.key);
    expect(kindOf(await overview(admin), "ui_string")).toMatchObject({ counts: { stale: 1, missing: 0 } });

    const res2 = await send(
      admin,
      "PATCH",
      `/api/admin/translations/${target.id}`,
      { english: `${target.english} (new)` },
      changed.version,
    );
    expect(uiState((await json(res2)) as UiString)).toBe("current");
    expect(await uiList("&translation=stale")).toEqual([]);
  });

  it("answers 400 with a code for an unknown status", async () => {
    await expectFilterRefuses(admin, "/api/admin/translations", "old");
  });
});

describe("the Übersetzungsstand overview", () => {
  it("counts posts by status with the items that need work", async () => {
    const res = await send(admin, "POST", "/api/admin/blog", {
      title: "Ohne Englisch",
      slug: "ohne-englisch",
      content: "Der Text",
      excerpt: "Kurz",
    });
    expect(res.status).toBe(201);
    const { id } = (await json(res)) as { id: number };
    const posts = kindOf(await overview(admin), "post");
    const missing = ((await json(await send(admin, "GET", "/api/admin/blog?translation=missing"))) as unknown[]).length;
    expect(posts?.counts.missing).toBe(missing);
    expect(posts?.link).toBe("/admin/blog");
    // the item links to itself (its editor), not to the filtered list (issue 42)
    expect(posts?.items).toContainEqual({ title: "Ohne Englisch", link: `/admin/blog?edit=${id}`, state: "missing" });
    for (const kind of ["page", "team", "event"]) {
      for (const item of kindOf(await overview(admin), kind)?.items ?? []) expect(item.link, kind).toMatch(/\?edit=\d+$/);
    }
    // pages count by the page list's own rule
    const pageKind = kindOf(await overview(admin), "page");
    for (const state of ["missing", "stale", "current"] as const) {
      const listed = Number((await send(admin, "GET", `/api/admin/pages?translation=${state}`)).headers.get("X-Total-Count"));
      expect(pageKind?.counts[state], state).toBe(listed);
    }
  });

  it("counts team members and events as their filtered lists do", async () => {
    const created = await send(admin, "POST", "/api/admin/team", inputs.team());
    expect(created.status).toBe(201);
    const status = await overview(admin);
    for (const [kind, path] of [
      ["team", "/api/admin/team"],
      ["event", "/api/admin/events"],
    ] as const) {
      for (const state of ["missing", "stale", "current"] as const) {
        const listed = Number((await send(admin, "GET", `${path}?translation=${state}`)).headers.get("X-Total-Count"));
        expect(kindOf(status, kind)?.counts[state], `${kind} ${state}`).toBe(listed);
      }
    }
    // the new member has no English position or bio
    expect(kindOf(status, "team")?.counts.missing).toBeGreaterThan(0);
    const { id, name } = (await json(created)) as { id: number; name: string };
    expect(kindOf(status, "team")?.items).toContainEqual({ title: name, link: `/admin/team?edit=${id}`, state: "missing" });
  });

  it("shows each kind only to users holding its view permission", async () => {
    const role = await env.DB.prepare("INSERT INTO roles (name) VALUES ('nur-blog') RETURNING id").first<{ id: number }>();
    await env.DB.prepare("INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = 'blog.view'")
      .bind(role?.id)
      .run();
    const blogOnly = await sessionCookie((await createStaff("nur-blog")).id);
    expect((await overview(blogOnly)).kinds.map((k) => k.kind)).toEqual(["post", "ui_string"]);
    expect((await overview(admin)).kinds.map((k) => k.kind)).toEqual(["post", "page", "team", "event", "setting", "ui_string"]);
    expect((await send(blogOnly, "GET", "/api/admin/translation-status")).status).toBe(200);
  });
});

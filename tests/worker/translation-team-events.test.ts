/**
 * @file Bilingual editing (issue 31) of team members and events: per-field translation status kept by their one save
 * path (worker/domain/records.ts), the lists' ?translation= filter (400 on other values), and revisions/restore.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fieldStates, TRANSLATABLE, translationState } from "../../common/translation";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { expectFilterRefuses, idsListedAs } from "./translation-filter";
import { inputs, send } from "./undo-fixtures";

let admin: string;
beforeAll(async () => {
  await seed();
  admin = await sessionAs("admin");
});

type Saved = Record<string, unknown> & { id: number; version: number; translation_sources: Record<string, string> };

async function save(method: "POST" | "PUT", path: string, body: Record<string, unknown>, version?: number) {
  const res = await send(admin, method, path, body, version);
  const saved = await json(res);
  expect(res.status, JSON.stringify(saved)).toBe(method === "POST" ? 201 : 200);
  return saved as Saved;
}
const listed = (path: string, state: string) => idsListedAs(admin, path, state);

const member = (over: Record<string, unknown> = {}) =>
  inputs.team({
    position: "Datenarchitektin",
    position_en: "Data architect",
    bio: "Baut Datenplattformen.",
    bio_en: "Builds data platforms.",
    expertise: ["Spark", "Datenqualität"],
    qualifications: ["Zertifizierte Architektin"],
    qualifications_en: ["Certified architect"],
    ...over,
  });
const event = (over: Record<string, unknown> = {}) =>
  inputs.events({ title: "Datenabend", title_en: "Data evening", description: "Vorträge.", description_en: "Talks.", ...over });

describe("translation status of team members", () => {
  const teamStates = (m: Saved) => fieldStates(m, m.translation_sources, TRANSLATABLE.team.fields);

  it("marks exactly the changed German field 'EN veraltet' and returns to 'EN aktuell' once its English is saved", async () => {
    const body = member({ name: "Ada Status" });
    const a = await save("POST", "/api/admin/team", body);
    const b = await save("POST", "/api/admin/team", member());
    // the German expertise tags without English ones are shown as they are: they do not make the member "EN fehlt"
    expect(teamStates(a)).toEqual({ position: "current", bio: "current", expertise: "missing", qualifications: "current" });
    expect(translationState("team", a)).toBe("current");
    expect(await listed("/api/admin/team", "current")).toEqual(expect.arrayContaining([a.id, b.id]));

    const changed = await save("PUT", `/api/admin/team/${a.id}`, { ...body, bio: "Baut jetzt Datenplattformen." }, a.version);
    expect(teamStates(changed)).toEqual({ position: "current", bio: "stale", expertise: "missing", qualifications: "current" });
    expect(await listed("/api/admin/team", "stale")).toEqual(expect.arrayContaining([a.id]));
    expect(await listed("/api/admin/team", "stale")).not.toContain(b.id);

    // saving again without touching the English keeps it stale
    const again = await save(
      "PUT",
      `/api/admin/team/${a.id}`,
      { ...body, bio: "Baut jetzt Datenplattformen.", active: true },
      changed.version,
    );
    expect(teamStates(again).bio).toBe("stale");

    const translated = await save(
      "PUT",
      `/api/admin/team/${a.id}`,
      { ...body, bio: "Baut jetzt Datenplattformen.", bio_en: "Now builds data platforms." },
      again.version,
    );
    expect(translationState("team", translated)).toBe("current");
    expect(await listed("/api/admin/team", "current")).toContain(a.id);
    expect(await listed("/api/admin/team", "stale")).not.toContain(a.id);
  });

  it("counts list fields as their lines and lists a member without English bio as 'EN fehlt'", async () => {
    const body = member({ bio_en: null });
    const m = await save("POST", "/api/admin/team", body);
    expect(translationState("team", m)).toBe("missing");
    expect(await listed("/api/admin/team", "missing")).toContain(m.id);
    const reordered = await save(
      "PUT",
      `/api/admin/team/${m.id}`,
      { ...body, qualifications: ["Zertifizierte Architektin", "Scrum Master"] },
      m.version,
    );
    expect(teamStates(reordered).qualifications).toBe("stale");
  });

  it("keeps translation_sources in its revisions, and a restore brings the earlier state back", async () => {
    const body = member();
    const first = await save("POST", "/api/admin/team", body);
    const changed = await save("PUT", `/api/admin/team/${first.id}`, { ...body, position: "Leiterin Daten" }, first.version);
    expect(teamStates(changed).position).toBe("stale");
    const revisions = (await json(await send(admin, "GET", `/api/admin/team/${first.id}/revisions`))) as { id: number; version: number }[];
    const v1 = revisions.find((r) => r.version === 1);
    const detail = (await json(await send(admin, "GET", `/api/admin/team/${first.id}/revisions/${v1?.id}`))) as Record<string, unknown>;
    expect(JSON.stringify(detail)).toContain(first.translation_sources.position);
    const restored = await send(admin, "POST", `/api/admin/team/${first.id}/revisions/${v1?.id}/restore`, undefined, changed.version);
    expect(restored.status, await restored.clone().text()).toBe(200);
    const after = (await json(await send(admin, "GET", `/api/admin/team/${first.id}`))) as Saved;
    expect(after.position).toBe("Datenarchitektin");
    expect(after.translation_sources).toEqual(first.translation_sources);
    expect(translationState("team", after)).toBe("current");
  });

  it("answers 400 with a code for an unknown filter value", async () => {
    await expectFilterRefuses(admin, "/api/admin/team", "fertig");
  });
});

describe("translation status of events", () => {
  const eventStates = (e: Saved) => fieldStates(e, e.translation_sources, TRANSLATABLE.event.fields);

  it("tracks title and description field by field, filters the list and survives a restore", async () => {
    const body = event();
    const a = await save("POST", "/api/admin/events", body);
    const b = await save("POST", "/api/admin/events", event({ description_en: "" }));
    expect(translationState("event", a)).toBe("current");
    expect(translationState("event", b)).toBe("missing");
    expect(await listed("/api/admin/events", "missing")).toContain(b.id);
    expect(await listed("/api/admin/events", "missing")).not.toContain(a.id);

    const changed = await save("PUT", `/api/admin/events/${a.id}`, { ...body, title: "Datenabend im Mai" }, a.version);
    expect(eventStates(changed)).toEqual({ title: "stale", description: "current" });
    expect(await listed("/api/admin/events", "stale")).toEqual([a.id]);

    const revisions = (await json(await send(admin, "GET", `/api/admin/events/${a.id}/revisions`))) as { id: number; version: number }[];
    const v1 = revisions.find((r) => r.version === 1);
    const restored = await send(admin, "POST", `/api/admin/events/${a.id}/revisions/${v1?.id}/restore`, undefined, changed.version);
    expect(restored.status, await restored.clone().text()).toBe(200);
    const back = (await json(await send(admin, "GET", `/api/admin/events/${a.id}`))) as Saved;
    expect(eventStates(back)).toEqual({ title: "current", description: "current" });

    const translated = await save(
      "PUT",
      `/api/admin/events/${a.id}`,
      { ...body, title: "Datenabend im Mai", title_en: "Data evening in May" },
      back.version,
    );
    expect(eventStates(translated)).toEqual({ title: "current", description: "current" });
    expect(await listed("/api/admin/events", "current")).toContain(a.id);
  });

  it("answers 400 with a code for an unknown filter value", async () => {
    await expectFilterRefuses(admin, "/api/admin/events", "stale,current");
  });
});

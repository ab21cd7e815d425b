/**
 * Walks every admin write route of the versioned resources (from the app's own route table): each one either writes a
 * revision of its record (a delete: a trash entry) or is listed here with the reason it changes no record. A new write
 * route fails until it is classified.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json, sessionAs } from "./content-helpers";
import { seed } from "./helpers";
import { adminEndpoints, workerRoutes } from "./route-table";
import { inputs, revisionCount, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
});

const VERSIONED = /^\/api\/admin\/(blog|pages|team|events|settings|translations|ai-content|backups)(\/|$)/;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Made = { id: number | string; version: number; base: string; entity: string };
type Step = {
  entity: string;
  write: (m: Made) => Promise<Response>;
  effect?: "revision" | "trash";
  /** Brings the record into the state the write needs (before its revisions are counted); answers it at its new version. */
  prepare?: (m: Made) => Promise<Made>;
};

const RESOURCES: Record<string, { entity: string; create: () => Promise<Made> }> = {
  blog: { entity: "blog_post", create: () => make("blog", "blog_post") },
  pages: { entity: "page", create: () => make("pages", "page") },
  team: { entity: "team_member", create: () => make("team", "team_member") },
  events: { entity: "event", create: () => make("events", "event") },
  translations: { entity: "translation", create: () => make("translations", "translation") },
  "ai-content": { entity: "ai_content", create: () => make("ai-content", "ai_content") },
};

async function make(resource: keyof typeof inputs, entity: string): Promise<Made> {
  const created = await json(await send(admin, "POST", `/api/admin/${resource}`, inputs[resource]()));
  return { id: created.id, version: created.version, base: `/api/admin/${resource}/${created.id}`, entity };
}

const firstRevision = async (m: Made) => ((await json(await send(admin, "GET", `${m.base}/revisions`))) as { id: number }[]).at(-1)!.id;
const fresh = (resource: string) => {
  const { key: _k, ...body } = (inputs as Record<string, () => Record<string, unknown>>)[resource]();
  return body;
};

/** What each write route does to check it; `null` = it changes no versioned record (the reason beside it). */
const ROUTES: Record<string, ((r: string) => Step) | null> = {
  "POST /api/admin/:r": (r) => ({
    entity: RESOURCES[r].entity,
    write: async () => send(admin, "POST", `/api/admin/${r}`, (inputs as Record<string, () => unknown>)[r]()),
  }),
  "PUT /api/admin/:r/:id": (r) => ({
    entity: RESOURCES[r].entity,
    write: (m) => send(admin, "PUT", m.base, r === "translations" ? { german: "Neu" } : fresh(r), m.version),
  }),
  "PATCH /api/admin/:r/:id": (r) => ({
    entity: RESOURCES[r].entity,
    write: (m) =>
      send(
        admin,
        "PATCH",
        m.base,
        r === "pages" ? { published: true } : r === "translations" ? { english: "New" } : { title: "Geändert" },
        m.version,
      ),
  }),
  "DELETE /api/admin/:r/:id": (r) => ({
    entity: RESOURCES[r].entity,
    write: (m) => send(admin, "DELETE", m.base),
    effect: r === "translations" ? undefined : "trash",
  }),
  // the record is changed first: a restore of the state it is in changes nothing and writes nothing (issue 46,
  // tests/worker/no-op-saves.test.ts)
  "POST /api/admin/:r/:id/revisions/:rid/restore": (r) => ({
    entity: RESOURCES[r].entity,
    prepare: async (m) => {
      const changed = await send(admin, "PUT", m.base, r === "translations" ? { german: "Neu" } : fresh(r), m.version);
      return { ...m, version: (await json(changed)).version };
    },
    write: async (m) => send(admin, "POST", `${m.base}/revisions/${await firstRevision(m)}/restore`, undefined, m.version),
  }),
  "POST /api/admin/ai-content/:id/publish": () => ({
    entity: "ai_content",
    write: (m) => send(admin, "POST", `${m.base}/publish`, { publish_immediately: true }, m.version),
  }),
  "POST /api/admin/ai-content/:id/submit-review": () => ({
    entity: "ai_content",
    write: (m) => send(admin, "POST", `${m.base}/submit-review`, undefined, m.version),
  }),
  // not writes of a record: a preview link lives in KV; the AI calls answer generated text that the studio then saves
  "POST /api/admin/blog/:id/preview-link": null,
  "POST /api/admin/ai-content/generate": null,
  "POST /api/admin/ai-content/titles": null,
  "POST /api/admin/ai-content/translate": null,
  "POST /api/admin/ai-content/image": null,
  // one tiny call to the provider, nothing stored
  "POST /api/admin/ai-content/provider-check": null,
  // a backup run writes files to R2 and a backup_runs row, no record
  "POST /api/admin/backups": null,
  // saves through the resource's own restore (a revision of kind "restore"): tests/worker/backup.test.ts checks it
  "POST /api/admin/backups/:backupId/records/:resource/:id/restore": null,
  // an editor's unsaved work kept beside the record, never the record itself: tests/worker/editing-presence.test.ts
  "PUT /api/admin/:r/:id/autosave": null,
  "DELETE /api/admin/:r/:id/autosave": null,
};

const SETTINGS_ROUTES = new Set(["PUT /api/admin/settings", "POST /api/admin/settings/:id/revisions/:rid/restore"]);

const writeRoutes = adminEndpoints(workerRoutes).filter((e) => WRITES.has(e.method) && VERSIONED.test(e.path));

function classify(method: string, path: string) {
  const [, resource] = /^\/api\/admin\/([a-z-]+)/.exec(path)!;
  const key = `${method} ${path}`;
  if (key in ROUTES) return { resource, step: ROUTES[key] };
  const generic = `${method} ${path.replace(`/api/admin/${resource}`, "/api/admin/:r")}`;
  if (generic in ROUTES) return { resource, step: ROUTES[generic] };
  return undefined;
}

describe("every admin write route of a versioned resource writes a revision", () => {
  it("finds the write routes, and each one is classified", () => {
    expect(writeRoutes.length).toBeGreaterThan(25);
    const unclassified = writeRoutes
      .map((e) => `${e.method} ${e.path}`)
      .filter((k) => !SETTINGS_ROUTES.has(k) && !classify(...(k.split(" ") as [string, string])));
    expect(unclassified, "classify the new write route in tests/worker/revision-walk.test.ts").toEqual([]);
  });

  for (const endpoint of writeRoutes) {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (SETTINGS_ROUTES.has(key)) continue;
    const found = classify(endpoint.method, endpoint.path);
    if (!found?.step) continue;
    const { resource, step: stepOf } = found;
    it(key, async () => {
      const step = stepOf(resource);
      const created = await RESOURCES[resource].create();
      const made = step.prepare ? await step.prepare(created) : created;
      const before = await revisionCount(env.DB, step.entity, made.id);
      const trashBefore = await trashCount();
      const res = await step.write(made);
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      if (endpoint.method === "POST" && endpoint.path === `/api/admin/${resource}`) {
        const created = await json(res);
        expect(await revisionCount(env.DB, step.entity, created.id)).toBe(1);
      } else if (step.effect === "trash") {
        expect(await trashCount()).toBe(trashBefore + 1);
      } else if (endpoint.method !== "DELETE") {
        expect(await revisionCount(env.DB, step.entity, made.id)).toBe(before + 1);
      }
      if (key === "POST /api/admin/ai-content/:id/publish") {
        // the blog post made from it has its own first revision
        const { blog_post_id } = await json(res);
        expect(await revisionCount(env.DB, "blog_post", blog_post_id)).toBe(1);
      }
    });
  }

  it("PUT /api/admin/settings and its restore", async () => {
    const { version } = await json(await send(admin, "GET", "/api/admin/settings"));
    const before = await revisionCount(env.DB, "settings", "site");
    expect((await send(admin, "PUT", "/api/admin/settings", { site_name: "Gang" }, version)).status).toBe(200);
    expect(await revisionCount(env.DB, "settings", "site")).toBe(before + 1);
    const [saved] = await json(await send(admin, "GET", "/api/admin/settings/site/revisions"));
    expect((await send(admin, "PUT", "/api/admin/settings", { site_name: "Gang 2" }, version + 1)).status).toBe(200);
    // a restore of another state than the current one (one of the current state changes nothing and writes nothing)
    expect((await send(admin, "POST", `/api/admin/settings/site/revisions/${saved.id}/restore`, undefined, version + 2)).status).toBe(200);
    expect(await revisionCount(env.DB, "settings", "site")).toBe(before + 3);
  });
});

async function trashCount() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM trash").first<{ n: number }>())?.n ?? 0;
}

/**
 * @file Issue 26, per versioned resource: an update without `If-Match` is refused (428 version_required, nothing
 * written), an update at the loaded version lands, and a second one at the same (now stale) version answers 409
 * edit_conflict with the current record, its version and who changed it when. Plus the autosave of drafts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { asStaff, createStaff, inDays, request, seed, signIn } from "./helpers";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  const staff = await createStaff("admin");
  admin = await signIn(staff.email, staff.password);
});

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  request(path, { method, headers: asStaff(admin, headers), body: body === undefined ? undefined : JSON.stringify(body) });

const created = async (path: string, body: unknown): Promise<{ id: number; version: number }> => {
  const res = await send("POST", path, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};

const unique = () => crypto.randomUUID().slice(0, 8);

interface Case {
  name: string;
  /** Creates the record (or finds it) and answers the update's method, path and two different bodies. */
  setup: () => Promise<{ method: string; path: string; bodies: [unknown, unknown]; read: string; field: string }>;
}

const post = () => ({ title: `Post ${unique()}`, content: "Text", excerpt: "Kurz" });
const aiDraft = () => ({ title: `KI ${unique()}`, keywords: ["KI"], content_type: "blog", status: "draft", blog_content: "## Text" });

const CASES: Case[] = [
  {
    name: "blog post (PUT)",
    setup: async () => {
      const p = await created("/api/admin/blog", post());
      const path = `/api/admin/blog/${p.id}`;
      return {
        method: "PUT",
        path,
        read: path,
        field: "title",
        bodies: [
          { ...post(), title: "Erster" },
          { ...post(), title: "Zweiter" },
        ],
      };
    },
  },
  {
    name: "blog post (PATCH)",
    setup: async () => {
      const p = await created("/api/admin/blog", post());
      const path = `/api/admin/blog/${p.id}`;
      return { method: "PATCH", path, read: path, field: "excerpt", bodies: [{ excerpt: "Erster" }, { excerpt: "Zweiter" }] };
    },
  },
  {
    name: "page (PUT with sections)",
    setup: async () => {
      const slug = `seite-${unique()}`;
      const body = (title: string) => ({ title, slug, template: "default", published: false, sections: [], translations: [] });
      const p = await created("/api/admin/pages", body("Seite"));
      const path = `/api/admin/pages/${p.id}`;
      return { method: "PUT", path, read: path, field: "title", bodies: [body("Erster"), body("Zweiter")] };
    },
  },
  {
    name: "page (PATCH publish)",
    setup: async () => {
      const slug = `seite-${unique()}`;
      const p = await created("/api/admin/pages", { title: "Seite", slug, template: "default", published: false, sections: [] });
      const path = `/api/admin/pages/${p.id}`;
      return { method: "PATCH", path, read: path, field: "published", bodies: [{ published: true }, { published: false }] };
    },
  },
  {
    name: "team member",
    setup: async () => {
      const member = (position: string) => ({
        name: "Zoe Zimmermann",
        email: "zoe@example.com",
        position,
        bio: "Bio.",
        image_url: "/images/team/zoe.svg",
        expertise: ["Daten"],
      });
      const m = await created("/api/admin/team", member("Engineer"));
      const path = `/api/admin/team/${m.id}`;
      return { method: "PUT", path, read: path, field: "position", bodies: [member("Erster"), member("Zweiter")] };
    },
  },
  {
    name: "event",
    setup: async () => {
      const event = (title: string) => ({
        title,
        description: "Abend.",
        event_date: inDays(10),
        event_time: "18:30",
        max_participants: "20",
        location: "München",
        event_type: "own",
        status: "upcoming",
      });
      const e = await created("/api/admin/events", event("Event"));
      const path = `/api/admin/events/${e.id}`;
      return { method: "PUT", path, read: path, field: "title", bodies: [event("Erster"), event("Zweiter")] };
    },
  },
  {
    name: "settings",
    setup: async () => ({
      method: "PUT",
      path: "/api/admin/settings",
      read: "/api/admin/settings",
      field: "settings",
      bodies: [{ site_name: "Erste GmbH" }, { site_name: "Zweite GmbH" }],
    }),
  },
  {
    name: "UI translation",
    setup: async () => {
      const t = await created("/api/admin/translations", { key: `test.${unique()}`, german: "Hallo", english: "Hello", category: "test" });
      const path = `/api/admin/translations/${t.id}`;
      return { method: "PATCH", path, read: path, field: "german", bodies: [{ german: "Erster" }, { german: "Zweiter" }] };
    },
  },
  {
    name: "AI content (PUT)",
    setup: async () => {
      const a = await created("/api/admin/ai-content", aiDraft());
      const path = `/api/admin/ai-content/${a.id}`;
      return {
        method: "PUT",
        path,
        read: path,
        field: "title",
        bodies: [
          { ...aiDraft(), title: "Erster" },
          { ...aiDraft(), title: "Zweiter" },
        ],
      };
    },
  },
  {
    name: "AI content (PATCH)",
    setup: async () => {
      const a = await created("/api/admin/ai-content", aiDraft());
      const path = `/api/admin/ai-content/${a.id}`;
      return { method: "PATCH", path, read: path, field: "content_en", bodies: [{ content_en: "First" }, { content_en: "Second" }] };
    },
  },
  {
    name: "role",
    setup: async () => {
      const r = await created("/api/admin/roles", { name: `Rolle ${unique()}`, description: "", permissions: ["team.view"] });
      const path = `/api/admin/roles/${r.id}`;
      return { method: "PATCH", path, read: path, field: "description", bodies: [{ description: "Erster" }, { description: "Zweiter" }] };
    },
  },
];

const versionOf = async (path: string) => ((await (await send("GET", path)).json()) as { version: number }).version;

describe("updates of versioned resources: If-Match required, stale versions refused", () => {
  for (const c of CASES) {
    it(`${c.name}: 428 without a version, 200 at the loaded one, 409 edit_conflict at a stale one`, async () => {
      const { method, path, read, field, bodies } = await c.setup();
      const before = await (await send("GET", read)).json();
      const loaded = (before as { version: number }).version;

      const missing = await send(method, path, bodies[0]);
      expect(missing.status).toBe(428);
      expect(await missing.json()).toMatchObject({ code: "version_required" });
      expect(await (await send("GET", read)).json()).toEqual(before);

      const first = await send(method, path, bodies[0], { "If-Match": `"${loaded}"` });
      expect(first.status, await first.clone().text()).toBe(200);
      expect(await versionOf(read)).toBe(loaded + 1);
      const afterFirst = await (await send("GET", read)).json();

      const stale = await send(method, path, bodies[1], { "If-Match": `"${loaded}"` });
      expect(stale.status).toBe(409);
      const body = (await stale.json()) as { code: string; details: Record<string, unknown> & { current: Record<string, unknown> } };
      expect(body.code).toBe("edit_conflict");
      expect(body.details).toMatchObject({ version: loaded + 1, changed_by: "Test admin" });
      expect(Date.parse(String(body.details.changed_at))).not.toBeNaN();
      expect(body.details.current[field]).toEqual((afterFirst as Record<string, unknown>)[field]);
      // nothing of the stale save landed
      expect(await (await send("GET", read)).json()).toEqual(afterFirst);
    });
  }

  it("AI content publish: 428 without a version, 409 at a stale one (no post made), 200 at the current one", async () => {
    const draft = await created("/api/admin/ai-content", aiDraft());
    const path = `/api/admin/ai-content/${draft.id}/publish`;
    const posts = async () => (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())?.n;
    const count = await posts();
    expect((await send("POST", path, { publish_immediately: true })).status).toBe(428);
    await send("PATCH", `/api/admin/ai-content/${draft.id}`, { title: "Von anderen geändert" }, { "If-Match": '"1"' });
    const stale = await send("POST", path, { publish_immediately: true }, { "If-Match": '"1"' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      code: "edit_conflict",
      details: { version: 2, current: { title: "Von anderen geändert" } },
    });
    expect(await posts()).toBe(count);
    const ok = await send("POST", path, { publish_immediately: true }, { "If-Match": '"2"' });
    expect(ok.status).toBe(200);
    expect(await posts()).toBe((count ?? 0) + 1);
  });

  it("a stale save that still carries the old address answers 409 edit_conflict, not the address question of the colleague's change", async () => {
    // a colleague moved the published page and the post; the old addresses now redirect to the new ones
    const slug = `alt-${unique()}`;
    const page = { title: "Seite", slug, template: "default", published: true, sections: [] };
    const p = await created("/api/admin/pages", page);
    expect((await send("PUT", `/api/admin/pages/${p.id}`, { ...page, slug: `${slug}-neu` }, { "If-Match": '"1"' })).status).toBe(200);
    const stalePage = await send("PUT", `/api/admin/pages/${p.id}`, { ...page, title: "Mein Titel" }, { "If-Match": '"1"' });
    expect(stalePage.status).toBe(409);
    expect(await stalePage.json()).toMatchObject({ code: "edit_conflict", details: { version: 2, current: { slug: `${slug}-neu` } } });

    const postBody = { ...post(), slug, published: true };
    const b = await created("/api/admin/blog", postBody);
    expect((await send("PUT", `/api/admin/blog/${b.id}`, { ...postBody, slug: `${slug}-neu` }, { "If-Match": '"1"' })).status).toBe(200);
    const stalePost = await send("PUT", `/api/admin/blog/${b.id}`, { ...postBody, title: "Mein Titel" }, { "If-Match": '"1"' });
    expect(stalePost.status).toBe(409);
    expect(await stalePost.json()).toMatchObject({ code: "edit_conflict", details: { version: 2 } });
  });

  it("refuses an If-Match that is no version with 400 invalid_version", async () => {
    const p = await created("/api/admin/blog", post());
    const res = await send("PUT", `/api/admin/blog/${p.id}`, post(), { "If-Match": "*" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_version" });
  });
});

const revisionsOf = async (entity: string, id: number) =>
  (
    await env.DB.prepare("SELECT kind, edit_session, version FROM revisions WHERE entity = ? AND record_id = ? ORDER BY id")
      .bind(entity, String(id))
      .all<{ kind: string; edit_session: string | null; version: number }>()
  ).results;

describe("autosave (X-Autosave: <editing session>)", () => {
  it("stores a draft post's text, keeps its status, and collapses the session's autosaves into one revision", async () => {
    const p = await created("/api/admin/blog", post());
    const session = crypto.randomUUID();
    const body = (content: string) => ({ ...post(), content, content_status: "published", published: true });
    const first = await send("PUT", `/api/admin/blog/${p.id}`, body("Erster Stand"), { "If-Match": '"1"', "X-Autosave": session });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ content: "Erster Stand", published: false, content_status: "draft", version: 2 });
    const second = await send("PUT", `/api/admin/blog/${p.id}`, body("Zweiter Stand"), { "If-Match": '"2"', "X-Autosave": session });
    expect(await second.json()).toMatchObject({ content: "Zweiter Stand", published: false, version: 3 });
    const kinds = (await revisionsOf("blog_post", p.id)).map((r) => r.kind);
    expect(kinds).toEqual(["create", "autosave"]);
    // a stale autosave is a conflict like any save
    const stale = await send("PUT", `/api/admin/blog/${p.id}`, body("Alt"), { "If-Match": '"2"', "X-Autosave": session });
    expect(stale.status).toBe(409);
  });

  it("writes one audit row per burst of autosaves: the row's time moves, a save in between starts a new row", async () => {
    const auditOf = async (entity: string, id: number) =>
      (
        await env.DB.prepare("SELECT action, details, created_at FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id")
          .bind(entity, String(id))
          .all<{ action: string; details: string; created_at: string }>()
      ).results;
    const p = await created("/api/admin/blog", post());
    const session = crypto.randomUUID();
    const autosave = (version: number, content: string, editSession = session) =>
      send("PUT", `/api/admin/blog/${p.id}`, { ...post(), content }, { "If-Match": `"${version}"`, "X-Autosave": editSession });
    expect((await autosave(1, "Eins")).status).toBe(200);
    const [, first] = await auditOf("blog_post", p.id);
    expect((await autosave(2, "Zwei")).status).toBe(200);
    expect((await autosave(3, "Drei")).status).toBe(200);
    const burst = await auditOf("blog_post", p.id);
    expect(burst.map((r) => r.action)).toEqual(["create", "update"]);
    expect(JSON.parse(burst[1].details)).toMatchObject({ edit_session: session, content_status: "draft" });
    expect(burst[1].created_at >= first.created_at).toBe(true);
    // an explicit save is its own row, and the next autosave starts a new burst
    expect((await send("PUT", `/api/admin/blog/${p.id}`, { ...post(), content: "Vier" }, { "If-Match": '"4"' })).status).toBe(200);
    expect((await autosave(5, "Fünf")).status).toBe(200);
    expect((await autosave(6, "Sechs", crypto.randomUUID())).status).toBe(200);
    expect((await auditOf("blog_post", p.id)).length).toBe(5);

    const a = await created("/api/admin/ai-content", aiDraft());
    for (const version of [1, 2, 3]) {
      const res = await send(
        "PUT",
        `/api/admin/ai-content/${a.id}`,
        { ...aiDraft(), blog_content: `Stand ${version}` },
        {
          "If-Match": `"${version}"`,
          "X-Autosave": session,
        },
      );
      expect(res.status, await res.clone().text()).toBe(200);
    }
    expect((await auditOf("ai_content", a.id)).map((r) => r.action)).toEqual(["create", "update"]);
  });

  it("never touches a published post: 409, the live text stays", async () => {
    const p = await created("/api/admin/blog", { ...post(), content: "Live", content_status: "published", published: true });
    const res = await send(
      "PUT",
      `/api/admin/blog/${p.id}`,
      { ...post(), content: "Halbfertig" },
      {
        "If-Match": '"1"',
        "X-Autosave": crypto.randomUUID(),
      },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "conflict" });
    expect(await (await send("GET", `/api/admin/blog/${p.id}`)).json()).toMatchObject({ content: "Live", version: 1 });
  });

  it("stores an AI draft as a draft and refuses a scheduled entry; a bad session id is a 400", async () => {
    const a = await created("/api/admin/ai-content", aiDraft());
    const session = crypto.randomUUID();
    const res = await send(
      "PUT",
      `/api/admin/ai-content/${a.id}`,
      { ...aiDraft(), status: "scheduled", blog_content: "Neu" },
      {
        "If-Match": '"1"',
        "X-Autosave": session,
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "draft", blog_content: "Neu", version: 2 });
    expect((await revisionsOf("ai_content", a.id)).map((r) => r.kind)).toEqual(["create", "autosave"]);

    const scheduled = await created("/api/admin/ai-content", { ...aiDraft(), status: "scheduled", planned_date: inDays(3) });
    const refused = await send("PUT", `/api/admin/ai-content/${scheduled.id}`, aiDraft(), { "If-Match": '"1"', "X-Autosave": session });
    expect(refused.status).toBe(409);
    const bad = await send("PUT", `/api/admin/ai-content/${a.id}`, aiDraft(), { "If-Match": '"2"', "X-Autosave": "x y" });
    expect(bad.status).toBe(400);
  });
});

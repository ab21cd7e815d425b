/**
 * Issue 46: an open editor's presence socket (who else has the record open, who is typing, "Trotzdem bearbeiten") and
 * the server's autosave of unsaved work beside the live version.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PresenceEvent } from "../../common/presence";
import { applyRetention } from "../../worker/cron/retention";
import { createDb } from "../../worker/db/client";
import { api, BASE, createStaff, request, seed, sessionCookie } from "./helpers";

let admin: { id: number; cookie: string };
let editor: { id: number; cookie: string };
let postId: number;

beforeAll(async () => {
  await seed();
  const a = await createStaff("admin");
  const e = await createStaff("editor");
  admin = { id: a.id, cookie: await sessionCookie(a.id) };
  editor = { id: e.id, cookie: await sessionCookie(e.id) };
  const post = await env.DB.prepare("SELECT id FROM blog_posts ORDER BY id LIMIT 1").first<{ id: number }>();
  postId = post!.id;
});

/** A presence socket as a browser tab opens it; `events` collects what the object sends. */
async function openEditor(cookie: string, since = new Date().toISOString()) {
  const session = crypto.randomUUID();
  const res = await request(`/api/admin/blog/${postId}/presence?session=${session}&since=${encodeURIComponent(since)}`, {
    headers: { upgrade: "websocket", cookie, origin: BASE },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const events: PresenceEvent[] = [];
  ws.accept();
  ws.addEventListener("message", (m) => {
    if (m.data !== "pong") events.push(JSON.parse(String(m.data)) as PresenceEvent);
  });
  return { ws, session, events };
}

/** Waits until the last event satisfies `test` (the object answers within milliseconds). */
async function until(events: PresenceEvent[], test: (event: PresenceEvent) => boolean) {
  for (let i = 0; i < 100; i++) {
    const last = events.at(-1);
    if (last && test(last)) return last;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no such event; got ${JSON.stringify(events.at(-1))}`);
}

const editorsOf = (event: PresenceEvent) => (event.type === "editors" ? event.editors.map((e) => e.name).sort() : []);

describe("presence of editors on one record", () => {
  it("shows each editor the other, who is typing, a takeover notice, and drops one that closes", async () => {
    const first = await openEditor(admin.cookie, new Date(Date.now() - 60_000).toISOString());
    await until(first.events, (e) => e.type === "editors" && e.editors.length === 1);
    const second = await openEditor(editor.cookie);

    const seenBySecond = await until(second.events, (e) => e.type === "editors" && e.editors.length === 2);
    expect(editorsOf(seenBySecond)).toEqual(["Test admin", "Test editor"]);
    expect(seenBySecond.type === "editors" && seenBySecond.you).toBe(second.session);
    await until(first.events, (e) => e.type === "editors" && e.editors.length === 2);

    // who came first holds the soft lock: the object keeps each tab's opening time
    const holder = seenBySecond.type === "editors" ? seenBySecond.editors.find((e) => e.session === first.session) : undefined;
    expect(Date.parse(holder!.since)).toBeLessThan(Date.now() - 50_000);

    second.ws.send(JSON.stringify({ type: "typing" }));
    const typing = await until(first.events, (e) => e.type === "editors" && e.editors.some((x) => x.typing_at !== null));
    expect(typing.type === "editors" && typing.editors.find((x) => x.typing_at)?.name).toBe("Test editor");

    second.ws.send(JSON.stringify({ type: "takeover" }));
    const notice = await until(first.events, (e) => e.type === "takeover");
    expect(notice).toMatchObject({ type: "takeover", name: "Test editor", session: second.session });

    second.ws.close(1000, "editor closed");
    const after = await until(first.events, (e) => e.type === "editors" && e.editors.length === 1);
    expect(editorsOf(after)).toEqual(["Test admin"]);
    first.ws.close(1000, "done");
  });

  it("answers pings without a message of its own", async () => {
    const tab = await openEditor(admin.cookie);
    const pongs: string[] = [];
    tab.ws.addEventListener("message", (m) => m.data === "pong" && pongs.push("pong"));
    tab.ws.send("ping");
    for (let i = 0; i < 50 && pongs.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(pongs).toEqual(["pong"]);
    tab.ws.close(1000, "done");
  });

  it("refuses a plain request, a foreign page, a missing record and a bad session id", async () => {
    const since = encodeURIComponent(new Date().toISOString());
    const path = (id: number | string, session: string = crypto.randomUUID()) =>
      `/api/admin/blog/${id}/presence?session=${session}&since=${since}`;
    const plain = await request(path(postId), { headers: { cookie: admin.cookie, origin: BASE } });
    expect(plain.status).toBe(426);
    expect(await plain.json()).toMatchObject({ code: "upgrade_required" });
    const foreign = await request(path(postId), {
      headers: { upgrade: "websocket", cookie: admin.cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "foreign_origin" });
    const missing = await request(path(999999), { headers: { upgrade: "websocket", cookie: admin.cookie, origin: BASE } });
    expect(missing.status).toBe(404);
    const bad = await request(path(postId, "not-a-uuid"), { headers: { upgrade: "websocket", cookie: admin.cookie, origin: BASE } });
    expect(bad.status).toBe(400);
  });
});

const contentVersion = async () =>
  (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())?.version ?? 0;

describe("server autosave of unsaved work", () => {
  it("keeps one copy per person beside the live post, never publishes it, and forgets it on delete", async () => {
    const path = `/api/admin/blog/${postId}/autosave`;
    const live = await env.DB.prepare("SELECT title FROM blog_posts WHERE id = ?").bind(postId).first<{ title: string }>();
    const before = await contentVersion();

    const put = await api(admin.cookie, "PUT", path, { version: 3, values: { title: "Halb getippt", content: "Absatz" } });
    expect(put.status).toBe(200);
    const stored = await (await api(admin.cookie, "GET", path)).json();
    expect(stored).toMatchObject({ version: 3, values: { title: "Halb getippt", content: "Absatz" } });

    // another person has no copy; the live post and the public pages' cache key are untouched
    expect(await (await api(editor.cookie, "GET", path)).json()).toBeNull();
    const after = await env.DB.prepare("SELECT title FROM blog_posts WHERE id = ?").bind(postId).first<{ title: string }>();
    expect(after!.title).toBe(live!.title);
    expect(await contentVersion()).toBe(before);

    expect((await api(admin.cookie, "DELETE", path)).status).toBe(204);
    expect(await (await api(admin.cookie, "GET", path)).json()).toBeNull();
  });

  it("refuses what is not a version and an object of values, and a record that does not exist", async () => {
    const path = `/api/admin/blog/${postId}/autosave`;
    const noValues = await api(admin.cookie, "PUT", path, { version: 1, values: "Text" });
    expect(noValues.status).toBe(400);
    expect(await noValues.json()).toMatchObject({ code: "validation_failed" });
    expect((await api(admin.cookie, "PUT", path, { version: -1, values: {} })).status).toBe(400);
    expect((await api(admin.cookie, "PUT", "/api/admin/blog/999999/autosave", { version: 1, values: {} })).status).toBe(404);
  });

  it("drops copies nobody came back to after 30 days", async () => {
    await api(editor.cookie, "PUT", `/api/admin/blog/${postId}/autosave`, { version: 1, values: { title: "Alt" } });
    await env.DB.prepare("UPDATE edit_autosaves SET saved_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), editor.id)
      .run();
    const deleted = await applyRetention({ db: createDb(env.DB), now: new Date(), env } as never);
    expect(deleted.edit_autosaves).toBe(1);
    expect(await (await api(editor.cookie, "GET", `/api/admin/blog/${postId}/autosave`)).json()).toBeNull();
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../worker/db/schema";
import { decodeSnapshot } from "../../worker/domain/history/snapshots";
import { asStaff, createStaff, request, seed, signIn } from "./helpers";

beforeAll(seed);

let alice: string;
let bob: string;
beforeAll(async () => {
  const a = await createStaff("admin");
  alice = await signIn(a.email, a.password);
  const b = await createStaff("admin");
  bob = await signIn(b.email, b.password);
});

type Post = { id: number; title: string; version: number; content: string };

const blog = (cookie: string, method: string, path = "", body?: unknown, headers: Record<string, string> = {}) =>
  request(`/api/admin/blog${path}`, {
    method,
    headers: asStaff(cookie, headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const input = (title: string) => ({ title, content: "Text", excerpt: "Kurz" });

describe("blog posts: versions and edit conflicts", () => {
  it("a new post is at version 1, each save moves it on, and reads name the version", async () => {
    const created = (await (await blog(alice, "POST", "", input("Versionen"))).json()) as Post;
    expect(created.version).toBe(1);
    const saved = (await (await blog(alice, "PUT", `/${created.id}`, input("Versionen 2"), { "If-Match": '"1"' })).json()) as Post;
    expect(saved).toMatchObject({ title: "Versionen 2", version: 2 });
    const read = (await (await blog(alice, "GET", `/${created.id}`)).json()) as Post;
    expect(read.version).toBe(2);
    const list = (await (await blog(alice, "GET")).json()) as Post[];
    expect(list.find((p) => p.id === created.id)?.version).toBe(2);
  });

  it("a save at a stale version answers 409 edit_conflict with the current post and who saved it, and changes nothing", async () => {
    const post = (await (await blog(alice, "POST", "", input("Zwei Browser"))).json()) as Post;
    const first = await blog(bob, "PUT", `/${post.id}`, input("Bobs Titel"), { "If-Match": '"1"' });
    expect(first.status).toBe(200);
    const second = await blog(alice, "PUT", `/${post.id}`, input("Alices Titel"), { "If-Match": '"1"' });
    expect(second.status).toBe(409);
    const body = (await second.json()) as {
      code: string;
      details: { version: number; changed_by: string; changed_at: string; current: Post };
    };
    expect(body.code).toBe("edit_conflict");
    expect(body.details).toMatchObject({ version: 2, changed_by: "Test admin", current: { title: "Bobs Titel", version: 2 } });
    expect(Date.parse(body.details.changed_at)).not.toBeNaN();
    const stored = (await (await blog(alice, "GET", `/${post.id}`)).json()) as Post;
    expect(stored).toMatchObject({ title: "Bobs Titel", version: 2 });
    const audits = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE entity = 'blog_post' AND entity_id = ?")
      .bind(String(post.id))
      .first<{ n: number }>();
    expect(audits?.n).toBe(2);
  });

  it("of two saves at the same version sent at once, exactly one lands", async () => {
    const post = (await (await blog(alice, "POST", "", input("Gleichzeitig"))).json()) as Post;
    const answers = await Promise.all(
      ["A", "B", "C", "D"].map((t) => blog(alice, "PUT", `/${post.id}`, input(`Gleichzeitig ${t}`), { "If-Match": '"1"' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it("an If-Match that is not a version is refused with 400 invalid_version", async () => {
    const post = (await (await blog(alice, "POST", "", input("Kaputt"))).json()) as Post;
    const res = await blog(alice, "PUT", `/${post.id}`, input("x"), { "If-Match": "gestern" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("invalid_version");
  });

  it("each save writes a revision with the stored post and the fields that changed", async () => {
    const post = (await (await blog(alice, "POST", "", input("Revisionen"))).json()) as Post;
    await blog(alice, "PUT", `/${post.id}`, { ...input("Revisionen"), author: "Test admin", content: "Neuer Text" }, { "If-Match": '"1"' });
    const { results } = await env.DB.prepare(
      "SELECT version, kind, snapshot, changed_fields FROM revisions WHERE entity = 'blog_post' AND record_id = ? ORDER BY id",
    )
      .bind(String(post.id))
      .all<{ version: number; kind: string; snapshot: string; changed_fields: string }>();
    expect(results.map((r) => [r.version, r.kind])).toEqual([
      [1, "create"],
      [2, "update"],
    ]);
    const snapshot = JSON.parse(results[1].snapshot);
    expect(snapshot).toMatchObject({ id: post.id, title: "Revisionen", content: "Neuer Text", tags: [] });
    expect(JSON.parse(results[1].changed_fields)).toEqual(["content"]);
  });

  it("a revision's snapshot reads back as the stored post, booleans and lists included (what a restore writes)", async () => {
    const post = (await (await blog(alice, "POST", "", { ...input("Zurücklesen"), tags: ["a", "b"] })).json()) as Post &
      Record<string, unknown>;
    const row = await env.DB.prepare("SELECT snapshot FROM revisions WHERE entity = 'blog_post' AND record_id = ?")
      .bind(String(post.id))
      .first<{ snapshot: string }>();
    const { version: _version, ...stored } = post;
    expect(decodeSnapshot(blogPosts, JSON.parse(row!.snapshot))).toEqual(stored);
  });
});

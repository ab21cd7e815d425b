/** @file A post's English tags (issue 42): saved beside the German ones, shown on the English pages, head and feed only. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, edit, json, sessionAs } from "./content-helpers";
import { request, seed } from "./helpers";
import { send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
});

const unique = () => crypto.randomUUID().slice(0, 8);

/** A published post with German and English text and tags in both languages (unless `over` says otherwise). */
async function publishPost(over: Record<string, unknown> = {}) {
  const id = unique();
  const res = await call(admin, "POST", "/api/admin/blog", {
    title: `Wolkenbeitrag ${id}`,
    title_en: `Cloud post ${id}`,
    slug: `wolken-${id}`,
    slug_en: `clouds-${id}`,
    excerpt: "Kurz gesagt",
    excerpt_en: "In short",
    content: "Deutscher Text",
    content_en: "English text",
    content_status: "published",
    published: true,
    tags: ["Datenstrategie", "Künstliche Intelligenz"],
    tags_en: ["Data strategy", "Artificial intelligence"],
    ...over,
  });
  expect(res.status).toBe(201);
  return json<{ id: number; slug: string; slug_en: string; tags: string[]; tags_en: string[] }>(res);
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const articleTags = (html: string) => [...headOf(html).matchAll(/<meta property="article:tag" content="([^"]*)"/g)].map((m) => m[1]);
const shownTags = (html: string) => [...html.matchAll(/<li class="blog-tag">([^<]*)<\/li>/g)].map((m) => m[1]);
const keywords = (html: string) => /"keywords":"([^"]*)"/.exec(headOf(html))?.[1] ?? null;

describe("POST|PUT /api/admin/blog with tags_en", () => {
  it("stores the English tags (trimmed, repeats dropped) beside the German ones and answers them", async () => {
    const post = await publishPost({ tags_en: [" Data strategy ", "Artificial intelligence", "Data strategy"] });
    expect(post.tags_en).toEqual(["Data strategy", "Artificial intelligence"]);
    const stored = await json(await call(admin, "GET", `/api/admin/blog/${post.id}`));
    expect(stored).toMatchObject({
      tags: ["Datenstrategie", "Künstliche Intelligenz"],
      tags_en: ["Data strategy", "Artificial intelligence"],
    });
    const updated = await edit(admin, "PATCH", `/api/admin/blog/${post.id}`, { tags_en: ["Cloud"] });
    expect(updated.status).toBe(200);
    expect((await json(updated)).tags_en).toEqual(["Cloud"]);
  });

  it("a post saved without tags_en has none; a tags_en that is no list of short tags is a 400 on the field", async () => {
    const post = await publishPost({ tags_en: undefined });
    expect(post.tags_en).toEqual([]);
    for (const tags_en of ["Cloud, Data", ["x".repeat(51)], [""]]) {
      const res = await call(admin, "POST", "/api/admin/blog", { title: "T", content: "C", excerpt: "E", tags_en });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("tags_en");
    }
  });
});

describe("the public pages show the tags of their language", () => {
  it("/en/blog/<slug_en> shows the English tags, article:tag and keywords in English; /blog/<slug> the German ones", async () => {
    const post = await publishPost();
    const en = await (await request(`/en/blog/${post.slug_en}`)).text();
    expect(shownTags(en)).toEqual(["Data strategy", "Artificial intelligence"]);
    expect(articleTags(en)).toContain("Data strategy");
    expect(articleTags(en).every((t) => ["Data strategy", "Artificial intelligence"].includes(t))).toBe(true);
    expect(keywords(en)).toBe("Data strategy, Artificial intelligence");
    expect(en).not.toContain("Datenstrategie");

    const de = await (await request(`/blog/${post.slug}`)).text();
    expect(shownTags(de)).toEqual(["Datenstrategie", "Künstliche Intelligenz"]);
    expect(articleTags(de)).toContain("Datenstrategie");
    expect(articleTags(de)).not.toContain("Data strategy");
    expect(keywords(de)).toBe("Datenstrategie, Künstliche Intelligenz");
  });

  it("an English post without English tags shows none (not the German ones) on its page, the list and the feed", async () => {
    const post = await publishPost({ tags: ["Mittelstandsberatung"], tags_en: [] });
    const page = await (await request(`/en/blog/${post.slug_en}`)).text();
    expect(page).toContain("English text");
    expect(shownTags(page)).toEqual([]);
    expect(articleTags(page)).toEqual([]);
    expect(keywords(page)).toBeNull();
    expect(await (await request("/en/blog")).text()).not.toContain("Mittelstandsberatung");
    expect(await (await request("/en/blog/rss.xml")).text()).not.toContain("Mittelstandsberatung");
    expect(await (await request("/blog/rss.xml")).text()).toContain("<category>Mittelstandsberatung</category>");
  });

  it("the English list and feed carry the English tags; a post without English text stays German there, tags included", async () => {
    const post = await publishPost({ tags: ["Prozessberatung"], tags_en: ["Process consulting"] });
    const german = await publishPost({ title_en: null, excerpt_en: null, content_en: null, slug_en: null, tags: ["Nur-Deutsch-Tag"] });
    const list = await (await request("/en/blog")).text();
    expect(list).toContain("Process consulting");
    expect(list).not.toContain("Prozessberatung");
    expect(list).toContain("Nur-Deutsch-Tag");
    const feed = await (await request("/en/blog/rss.xml")).text();
    expect(feed).toContain("<category>Process consulting</category>");
    expect(feed).not.toContain("Prozessberatung");
    const api = (await (await request("/api/blog?lang=en")).json()) as { id: number; tags: string[] }[];
    expect(api.find((p) => p.id === post.id)?.tags).toEqual(["Process consulting"]);
    expect(api.find((p) => p.id === german.id)?.tags).toEqual(["Nur-Deutsch-Tag"]);
  });
});

describe("translation status of the tags", () => {
  const stateOf = async (id: number) => {
    for (const state of ["missing", "stale", "current"]) {
      const rows = (await json(await call(admin, "GET", `/api/admin/blog?translation=${state}`))) as { id: number }[];
      if (rows.some((r) => r.id === id)) return state;
    }
    return null;
  };

  it("changing only the German tags makes the post 'EN veraltet'; saving English tags brings it back; none leave it translated", async () => {
    const post = await publishPost();
    expect(await stateOf(post.id)).toBe("current");
    await edit(admin, "PATCH", `/api/admin/blog/${post.id}`, { tags: ["Datenstrategie", "Cloud-Plattformen"] });
    expect(await stateOf(post.id)).toBe("stale");
    await edit(admin, "PATCH", `/api/admin/blog/${post.id}`, { tags_en: ["Data strategy", "Cloud platforms"] });
    expect(await stateOf(post.id)).toBe("current");
    // English tags are optional: a post without them is still translated
    const bare = await publishPost({ tags_en: [] });
    expect(await stateOf(bare.id)).toBe("current");
  });
});

describe("records saved before tags_en existed", () => {
  it("a revision and a trash entry without tags_en restore, with no English tags", async () => {
    const post = await publishPost();
    expect((await edit(admin, "PATCH", `/api/admin/blog/${post.id}`, { tags_en: ["Later"] })).status).toBe(200);
    // the first revision as a snapshot taken before the column existed
    await env.DB.prepare(
      "UPDATE revisions SET snapshot = json_remove(snapshot, '$.tags_en') WHERE entity = 'blog_post' AND record_id = ? AND version = 1",
    )
      .bind(String(post.id))
      .run();
    const revisions = (await json(await call(admin, "GET", `/api/admin/blog/${post.id}/revisions`))) as { id: number; version: number }[];
    const first = revisions.find((r) => r.version === 1);
    const restored = await send(admin, "POST", `/api/admin/blog/${post.id}/revisions/${first?.id}/restore`, undefined, 2);
    expect(restored.status).toBe(200);
    expect((await json(await call(admin, "GET", `/api/admin/blog/${post.id}`))).tags_en).toEqual([]);

    expect((await call(admin, "DELETE", `/api/admin/blog/${post.id}`)).status).toBe(204);
    await env.DB.prepare("UPDATE trash SET snapshot = json_remove(snapshot, '$.tags_en') WHERE entity = 'blog_post' AND record_id = ?")
      .bind(String(post.id))
      .run();
    const [entry] = (await json(await call(admin, "GET", `/api/admin/trash?entity=blog_post&record_id=${post.id}`))) as { id: number }[];
    expect((await call(admin, "POST", `/api/admin/trash/${entry.id}/restore`)).status).toBe(200);
    expect(await json(await call(admin, "GET", `/api/admin/blog/${post.id}`))).toMatchObject({ tags: post.tags, tags_en: [] });
  });
});

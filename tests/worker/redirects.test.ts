/** Redirects: slug changes of published posts and pages, chains, loops, 410, reuse, the edge cache, the sitemap and the 404 log. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { berlinDay } from "../../common/berlin-days";
import { json, sessionAs } from "./content-helpers";
import { contentChanged, request, seed } from "./helpers";
import { inputs, send } from "./undo-fixtures";

beforeAll(seed);

let admin: string;
let editor: string;
let viewer: string;
beforeAll(async () => {
  admin = await sessionAs("admin");
  editor = await sessionAs("editor");
  viewer = await sessionAs("viewer");
});

const slug = () => `beitrag-${crypto.randomUUID().slice(0, 8)}`;
const location = (res: Response) => res.headers.get("location");

async function renamePost(id: number, version: number, newSlug: string, extra: Record<string, unknown> = {}) {
  const res = await send(admin, "PUT", `/api/admin/blog/${id}`, inputs.blog({ slug: newSlug, published: true, ...extra }), version);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return json(res);
}

describe("a slug change of a published post or page", () => {
  it("redirects the old address to the new one in both languages, collapses chains and keeps the sitemap final", async () => {
    const [a, b, c] = [slug(), slug(), slug()];
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: a, published: true })));
    await renamePost(post.id, 1, b);
    let res = await request(`/blog/${a}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(location(res)).toBe(`/blog/${b}`);
    res = await request(`/en/blog/${a}`, { redirect: "manual" });
    expect([res.status, location(res)]).toEqual([301, `/en/blog/${b}`]);
    expect((await request(`/blog/${b}`)).status).toBe(200);

    await renamePost(post.id, 2, c);
    for (const old of [a, b]) {
      const hop = await request(`/blog/${old}`, { redirect: "manual" });
      expect([hop.status, location(hop)]).toEqual([301, `/blog/${c}`]);
    }
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${c}<`);
    expect(sitemap).not.toContain(`/blog/${a}<`);
    expect(sitemap).not.toContain(`/blog/${b}<`);

    // the hits are counted
    const list = (await json(await send(admin, "GET", "/api/admin/redirects"))) as {
      from_path: string;
      hits: number;
      last_hit_at: string;
    }[];
    const fromA = list.find((r) => r.from_path === `/blog/${a}`)!;
    expect(fromA.hits).toBeGreaterThanOrEqual(2);
    expect(fromA.last_hit_at).toBeTruthy();
  });

  it("a slug whose address redirects is taken back only when the editor confirms", async () => {
    const [a, b] = [slug(), slug()];
    const post = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: a, published: true })));
    await renamePost(post.id, 1, b);
    const refused = await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: a }));
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: "slug_redirects" });
    const taken = await send(admin, "POST", `/api/admin/blog?reuse_slug=true`, inputs.blog({ slug: a, published: true }));
    expect(taken.status).toBe(201);
    await contentChanged();
    expect((await request(`/blog/${a}`, { redirect: "manual" })).status).toBe(200);
    // the first post keeps its new address
    expect((await request(`/blog/${b}`)).status).toBe(200);
  });

  it("an unpublished post's slug change records nothing; a page's records both languages", async () => {
    const [a, b] = [slug(), slug()];
    const draft = await json(await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: a })));
    await send(admin, "PUT", `/api/admin/blog/${draft.id}`, inputs.blog({ slug: b }), 1);
    expect((await request(`/blog/${a}`, { redirect: "manual" })).status).toBe(404);

    const page = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages({ slug: a, published: true })));
    const renamed = await send(admin, "PUT", `/api/admin/pages/${page.id}`, inputs.pages({ slug: b, published: true }), 1);
    expect(renamed.status).toBe(200);
    const de = await request(`/${a}`, { redirect: "manual" });
    const en = await request(`/en/${a}`, { redirect: "manual" });
    expect([de.status, location(de), en.status, location(en)]).toEqual([301, `/${b}`, 301, `/en/${b}`]);
  });
});

describe("/api/admin/redirects", () => {
  it("adds, edits and deletes redirects (301/302 to a path or URL, 410), collapses chains and refuses loops", async () => {
    const add = (body: unknown) => send(admin, "POST", "/api/admin/redirects", body);
    const one = await json(await add({ from_path: "/alt-1", to_path: "/neu-1", status: 301 }));
    expect(one).toMatchObject({ from_path: "/alt-1", to_path: "/neu-1", status: 301, hits: 0 });
    // /neu-1 -> /final: /alt-1 now leads straight to /final
    await add({ from_path: "/neu-1", to_path: "/final", status: 301 });
    const hop = await request("/alt-1", { redirect: "manual" });
    expect([hop.status, location(hop)]).toEqual([301, "/final"]);
    // /final -> /alt-1 would go round in circles
    const loop = await add({ from_path: "/final", to_path: "/alt-1", status: 301 });
    expect(loop.status).toBe(400);
    expect(await json(loop)).toMatchObject({ code: "redirect_loop" });
    expect((await add({ from_path: "/selbst", to_path: "/selbst", status: 301 })).status).toBe(400);
    expect((await add({ from_path: "/alt-1", to_path: "/x", status: 301 })).status).toBe(409);

    const external = await json(await add({ from_path: "/extern", to_path: "https://example.com/x", status: 302 }));
    const ext = await request("/extern", { redirect: "manual" });
    expect([ext.status, location(ext)]).toEqual([302, "https://example.com/x"]);
    const gone = await json(await add({ from_path: "/weg", status: 410 }));
    expect((await request("/weg")).status).toBe(410);

    expect(
      (await send(admin, "PUT", `/api/admin/redirects/${external.id}`, { from_path: "/extern", to_path: "/neu-2", status: 301 })).status,
    ).toBe(200);
    await contentChanged();
    expect(location(await request("/extern", { redirect: "manual" }))).toBe("/neu-2");
    expect((await send(admin, "DELETE", `/api/admin/redirects/${gone.id}`)).status).toBe(204);
    await contentChanged();
    expect((await request("/weg")).status).toBe(404);
    expect((await send(admin, "DELETE", `/api/admin/redirects/${gone.id}`)).status).toBe(404);
    expect((await add({ from_path: "kein-pfad", to_path: "/x", status: 301 })).status).toBe(400);
    expect((await add({ from_path: "/admin/x", to_path: "/x", status: 301 })).status).toBe(400);
  });

  it("needs redirects.manage (editors and admins hold it, viewers not)", async () => {
    expect((await send(viewer, "GET", "/api/admin/redirects")).status).toBe(403);
    expect((await send(editor, "GET", "/api/admin/redirects")).status).toBe(200);
    expect((await send(viewer, "GET", "/api/admin/redirects/not-found")).status).toBe(403);
  });
});

describe("redirects and the edge cache", () => {
  it("a cached page hit reads no redirect; a redirect answer is cached like a page", async () => {
    const path = `/${slug()}`;
    const page = await json(await send(admin, "POST", "/api/admin/pages", inputs.pages({ slug: path.slice(1), published: true })));
    expect(page.id).toBeTruthy();
    expect((await request(path)).headers.get("x-cache")).toBe("MISS");
    // a redirect written behind the cache's back (no content version change): the cached page is served without a lookup
    await env.DB.prepare("INSERT INTO redirects (from_path, to_path, status) VALUES (?, '/ziel', 301)").bind(path).run();
    const hit = await request(path, { redirect: "manual" });
    expect([hit.status, hit.headers.get("x-cache")]).toEqual([200, "HIT"]);
    await contentChanged();
    const miss = await request(path, { redirect: "manual" });
    expect([miss.status, miss.headers.get("x-cache"), location(miss)]).toEqual([301, "MISS", "/ziel"]);
    const cached = await request(path, { redirect: "manual" });
    expect([cached.status, cached.headers.get("x-cache"), location(cached)]).toEqual([301, "HIT", "/ziel"]);
  });
});

describe("the 404 log", () => {
  it("counts a not-found path per day with the referring host only (no IP, no user agent) and suggests a target", async () => {
    const s = slug();
    await send(admin, "POST", "/api/admin/blog", inputs.blog({ slug: s, published: true }));
    const headers = {
      referer: "https://www.linkedin.com/feed/update/123?trk=secret",
      "user-agent": "Agent/9.9 (Geheim)",
      "cf-connecting-ip": "203.0.113.77",
      "x-forwarded-for": "203.0.113.77",
    };
    for (let i = 0; i < 3; i++) expect((await request(`/blog/${s}-2`, { headers })).status).toBe(404);
    const rows = await env.DB.prepare("SELECT * FROM not_found_log WHERE path = ?").bind(`/blog/${s}-2`).all();
    expect(rows.results).toEqual([{ day: berlinDay(), path: `/blog/${s}-2`, referrer_host: "www.linkedin.com", count: 3 }]);
    const everything = JSON.stringify((await env.DB.prepare("SELECT * FROM not_found_log").all()).results);
    expect(everything).not.toContain("203.0.113.77");
    expect(everything).not.toContain("Geheim");
    expect(everything).not.toContain("trk");

    const report = (await json(await send(admin, "GET", "/api/admin/redirects/not-found"))) as {
      path: string;
      count: number;
      referrers: string[];
      suggestion: string | null;
    }[];
    expect(report.find((r) => r.path === `/blog/${s}-2`)).toMatchObject({
      count: 3,
      referrers: ["www.linkedin.com"],
      suggestion: `/blog/${s}`,
    });
  });
});

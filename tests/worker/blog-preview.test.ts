import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signToken } from "../../worker/lib/jwt";
import { asStaff, createStaff, request, seed, signIn } from "./helpers";

beforeAll(seed);

let cookie: string;
beforeAll(async () => {
  const admin = await createStaff("admin");
  cookie = await signIn(admin.email, admin.password);
});

let n = 0;
async function createPost(extra: Record<string, unknown> = {}) {
  const res = await request("/api/admin/blog", {
    method: "POST",
    headers: asStaff(cookie),
    body: JSON.stringify({ title: `Vorschau ${++n}`, content: "Geheimer **Entwurf**", excerpt: "E", ...extra }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

async function previewLink(id: number) {
  const res = await request(`/api/admin/blog/${id}/preview-link`, { method: "POST", headers: asStaff(cookie) });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; url: string; expires_at: string };
}

const preview = (token: string) => request(`/api/blog/preview/${encodeURIComponent(token)}`);
const errorOf = async (res: Response) => ((await res.clone().json()) as { error: string }).error;
const codeOf = async (res: Response) => ((await res.clone().json()) as { code: string }).code;

/** Base64url JSON of a token part, for building tampered tokens. */
const b64 = (obj: unknown) => btoa(JSON.stringify(obj)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("POST /api/admin/blog/:id/preview-link", () => {
  it("issues a token with a link and an expiry 24 h ahead, stored in KV with a 24 h TTL", async () => {
    const post = await createPost();
    const link = await previewLink(post.id);
    expect(link.url).toMatch(new RegExp(`/blog/preview/${link.token.replace(/\./g, "\\.")}$`));
    const hours = (new Date(link.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const { keys } = await env.KV.list({ prefix: `blog-preview:${post.id}:` });
    expect(keys).toHaveLength(1);
    const ttlHours = (keys[0].expiration! * 1000 - Date.now()) / 3600_000;
    expect(ttlHours).toBeGreaterThan(23.9);
    expect(ttlHours).toBeLessThanOrEqual(24.01);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'blog_post' AND entity_id = ? ORDER BY id DESC")
      .bind(String(post.id))
      .first<{ action: string }>();
    expect(audit!.action).toBe("preview-link");
  });

  it("answers 401 signed out and 404 for an unknown post", async () => {
    expect((await request("/api/admin/blog/1/preview-link", { method: "POST" })).status).toBe(401);
    expect((await request("/api/admin/blog/999999/preview-link", { method: "POST", headers: asStaff(cookie) })).status).toBe(404);
  });
});

describe("GET /api/blog/preview/:token", () => {
  it("shows an unpublished post to anyone holding a valid token, never cached or indexed", async () => {
    const post = await createPost({ content_status: "review" });
    const { token } = await previewLink(post.id);
    const res = await preview(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(await res.json()).toMatchObject({
      id: post.id,
      slug: post.slug,
      content_status: "review",
      published: false,
      content_html: "<p>Geheimer <strong>Entwurf</strong></p>",
    });
  });

  it("refuses garbage and forged tokens with 'Ungültiger Preview-Token'", async () => {
    for (const bad of ["abc", "a.b.c", "x".repeat(3000)]) {
      const res = await preview(bad);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe("Ungültiger Preview-Token");
    }
    const post = await createPost();
    // signed with another key
    const foreign = await signToken("another-secret-that-is-also-32-bytes-long!!", "blog-preview", String(post.id), { jti: "x" }, 3600);
    expect(await errorOf(await preview(foreign))).toBe("Ungültiger Preview-Token");
    // a genuinely signed token of another audience is not a preview token
    const otherAudience = await new SignJWT({ jti: "x" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("consulting-site")
      .setAudience("admin-session")
      .setSubject(String(post.id))
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    expect((await preview(otherAudience)).status).toBe(401);
    // unsigned ("alg": "none")
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(post.id), aud: "blog-preview", iss: "consulting-site", exp: 9999999999, iat: 1 })}.`;
    expect((await preview(none)).status).toBe(401);
  });

  it("cannot be reused for another post: changing the subject breaks the signature", async () => {
    const a = await createPost();
    const b = await createPost();
    const { token } = await previewLink(a.id);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const tampered = `${header}.${b64({ ...claims, sub: String(b.id) })}.${signature}`;
    const res = await preview(tampered);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Ungültiger Preview-Token");
    expect(await codeOf(res)).toBe("preview_invalid");
  });

  it("refuses a genuinely signed token that was never issued (not in KV)", async () => {
    const post = await createPost();
    const unissued = await signToken(env.JWT_SECRET, "blog-preview", String(post.id), { jti: crypto.randomUUID() }, 3600);
    expect(await errorOf(await preview(unissued))).toBe("Ungültiger Preview-Token");
  });

  it("says the link has expired after 24 hours", async () => {
    const post = await createPost();
    const tokenId = crypto.randomUUID();
    await env.KV.put(`blog-preview:${post.id}:${tokenId}`, "1");
    const expired = await signToken(env.JWT_SECRET, "blog-preview", String(post.id), { jti: tokenId }, -1);
    const res = await preview(expired);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Preview-Link ist abgelaufen (24 Stunden Limit)");
    expect(await codeOf(res)).toBe("preview_expired");
  });

  it("stops working when the post is deleted ('Blog Post nicht gefunden'), and its KV entries are gone", async () => {
    const post = await createPost();
    const { token } = await previewLink(post.id);
    expect((await preview(token)).status).toBe(200);
    expect((await request(`/api/admin/blog/${post.id}`, { method: "DELETE", headers: asStaff(cookie) })).status).toBe(204);
    const res = await preview(token);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Blog Post nicht gefunden");
    expect(await codeOf(res)).toBe("not_found");
    expect((await env.KV.list({ prefix: `blog-preview:${post.id}:` })).keys).toHaveLength(0);
  });
});

describe("preview links belong to their maker", () => {
  it("needs blog.edit to mint: a viewer gets 403, an editor a link", async () => {
    const post = await createPost();
    const viewer = await createStaff("viewer");
    const viewerCookie = await signIn(viewer.email, viewer.password);
    expect((await request(`/api/admin/blog/${post.id}/preview-link`, { method: "POST", headers: asStaff(viewerCookie) })).status).toBe(403);
    expect((await env.KV.list({ prefix: `blog-preview:${post.id}:` })).keys).toHaveLength(0);
    const editor = await createStaff("editor");
    const editorCookie = await signIn(editor.email, editor.password);
    expect((await request(`/api/admin/blog/${post.id}/preview-link`, { method: "POST", headers: asStaff(editorCookie) })).status).toBe(201);
  });

  for (const [what, end] of [
    ["deactivated", (id: number) => env.DB.prepare("UPDATE admin_users SET active = 0 WHERE id = ?").bind(id).run()],
    ["deleted", (id: number) => env.DB.prepare("DELETE FROM admin_users WHERE id = ?").bind(id).run()],
  ] as const) {
    it(`stops working once the account that made it is ${what}`, async () => {
      const post = await createPost();
      const editor = await createStaff("editor");
      const editorCookie = await signIn(editor.email, editor.password);
      const res = await request(`/api/admin/blog/${post.id}/preview-link`, { method: "POST", headers: asStaff(editorCookie) });
      const { token } = (await res.json()) as { token: string };
      expect((await preview(token)).status).toBe(200);
      await end(editor.id);
      const after = await preview(token);
      expect(after.status).toBe(401);
      expect(await errorOf(after)).toBe("Ungültiger Preview-Token");
      expect((await request(`/blog/preview/${token}`)).status).toBe(404);
    });
  }
});

describe("GET /blog/preview/:token (the HTML page)", () => {
  it("answers 404 for an invalid token and 410 for an expired one, with the explanation and never cached", async () => {
    const invalid = await request("/blog/preview/kaputt");
    expect(invalid.status).toBe(404);
    expect((await request("/blog/preview/%E0%A4%A")).status).toBe(404);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    expect(await invalid.text()).toContain("Ungültiger Preview-Token");
    const post = await createPost();
    const tokenId = crypto.randomUUID();
    await env.KV.put(`blog-preview:${post.id}:${tokenId}`, "1");
    const expired = await request(
      `/blog/preview/${await signToken(env.JWT_SECRET, "blog-preview", String(post.id), { jti: tokenId }, -1)}`,
    );
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("abgelaufen");
    const { token } = await previewLink(post.id);
    expect((await request(`/blog/preview/${token}`)).status).toBe(200);
  });

  it("keeps the token out of the request log", async () => {
    const post = await createPost();
    const { token } = await previewLink(post.id);
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      await request(`/blog/preview/${token}`);
      await preview(token);
    } finally {
      spy.mockRestore();
    }
    const paths = lines.map((l) => JSON.parse(l) as { path?: string }).flatMap((l) => (l.path ? [l.path] : []));
    expect(paths).toEqual(["/blog/preview/[redacted]", "/api/blog/preview/[redacted]"]);
    expect(lines.join("\n")).not.toContain(token.split(".")[2]);
  });
});

/**
 * @file The edge cache of public pages (worker/lib/edge-cache.ts): hit, miss and bypass rules, 304 on a matching
 * ETag, and a CSP stored with each cached page whose hashes allow exactly the page's inline scripts.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contentChanged, request, seed } from "./helpers";

beforeAll(seed);

const xCache = (res: Response) => res.headers.get("x-cache");
/** The render's total and its time waiting for D1 from `Server-Timing: render;dur=<ms>, d1;dur=<ms>`. */
const renderMs = (res: Response) => /^render;dur=([\d.]+), d1;dur=([\d.]+)$/.exec(res.headers.get("server-timing") ?? "")?.[1];
const d1Ms = (res: Response) => /^render;dur=([\d.]+), d1;dur=([\d.]+)$/.exec(res.headers.get("server-timing") ?? "")?.[2];

/** A fresh content version: every test starts with an empty cache for its URLs. */
async function fresh(path: string) {
  await contentChanged();
  return request(path);
}

async function sha256Source(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The hash sources of a CSP's script-src. */
const scriptHashes = (csp: string) =>
  /script-src ([^;]*)/
    .exec(csp)![1]
    .split(" ")
    .filter((s) => s.startsWith("'sha256-"));

/** Hashes of the page's executable inline scripts (no src, no JSON data block). */
async function inlineScriptHashes(html: string) {
  const bodies = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [...new Set(await Promise.all(bodies.map(sha256Source)))].sort();
}

describe("public pages from the edge cache", () => {
  it("render once (MISS with the render time), then serve the same bytes and headers (HIT, no render time)", async () => {
    for (const path of ["/", "/en", "/leistungen/data-analytics", "/en/services/data-analytics", "/blog/rss.xml", "/sitemap.xml"]) {
      const miss = await fresh(path);
      expect([miss.status, xCache(miss)], path).toEqual([200, "MISS"]);
      expect(Number(renderMs(miss)), path).toBeGreaterThanOrEqual(0);
      // the render read D1 (settings at least), and waited for it no longer than it took in all
      expect(Number(d1Ms(miss)), path).toBeGreaterThan(0);
      expect(Number(d1Ms(miss)), path).toBeLessThanOrEqual(Number(renderMs(miss)));
      const hit = await request(path);
      expect([hit.status, xCache(hit)], path).toEqual([200, "HIT"]);
      expect(hit.headers.get("server-timing"), path).toBeNull();
      expect(await hit.text(), path).toBe(await miss.text());
      for (const name of ["etag", "content-type", "content-security-policy"])
        expect(hit.headers.get(name), `${path} ${name}`).toBe(miss.headers.get(name));
      expect(hit.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("log one line per render and none per hit (Workers Logs records every invocation)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await contentChanged();
      await request("/kontakt");
      await request("/kontakt");
      await request("/kontakt", { headers: { cookie: "__Host-session=x" } });
      const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines.map((l) => [l.path, l.status])).toEqual([
        ["/kontakt", 200],
        ["/kontakt", 200],
      ]);
      expect(lines.every((l) => typeof l.requestId === "string" && !("ip" in l))).toBe(true);
    } finally {
      log.mockRestore();
    }
  });

  it("cache the public JSON reads pages use, with their known query parameters", async () => {
    for (const path of [
      "/api/team",
      "/api/settings",
      "/api/messages",
      "/api/content/home",
      "/api/blog?lang=en&limit=3",
      "/api/events?limit=3",
      "/api/pages?slug=home&with_sections=true",
      "/api/translations?locale=en",
    ]) {
      expect(xCache(await fresh(path)), path).toBe("MISS");
      const hit = await request(path);
      expect([hit.status, xCache(hit)], path).toEqual([200, "HIT"]);
      expect(hit.headers.get("content-type"), path).toContain("application/json");
    }
  });

  it("answer 304 without a body when the browser's ETag matches, and the page when it does not", async () => {
    const first = await fresh("/kontakt");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await request("/kontakt", { headers: { "if-none-match": ifNoneMatch } });
      expect([res.status, xCache(res), res.headers.get("etag")], ifNoneMatch).toEqual([304, "HIT", etag]);
      expect(await res.text()).toBe("");
      // the browser updates its copy's headers from the 304: the CSP must still allow the stored body's scripts
      expect(res.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    }
    const changed = await request("/kontakt", { headers: { "if-none-match": '"stale"' } });
    expect([changed.status, xCache(changed)]).toEqual([200, "HIT"]);
  });

  it("show a change on the next request: a new content version renders again, with a new ETag when the page changed", async () => {
    const before = await fresh("/api/settings");
    await contentChanged();
    const after = await request("/api/settings");
    expect(xCache(after)).toBe("MISS");
    // same data: same ETag, so browsers still get their 304
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
  });
});

describe("what never comes from or goes into the cache", () => {
  it("a request with a session cookie (any value) is rendered (BYPASS) and never stored", async () => {
    const signedIn = await fresh("/team");
    await contentChanged();
    const withCookie = await request("/team", { headers: { cookie: "theme=dark; __Host-session=whatever" } });
    expect([withCookie.status, xCache(withCookie)]).toEqual([200, "BYPASS"]);
    expect(Number(renderMs(withCookie))).toBeGreaterThanOrEqual(0);
    expect(withCookie.headers.get("etag")).toBeNull();
    // the cookie's render was not kept: the first visitor without one renders again
    expect(xCache(await request("/team"))).toBe("MISS");
    expect(xCache(signedIn)).toBe("MISS");
    // a cookie on a page that is cached already is not answered from the cache either
    expect(xCache(await request("/team", { headers: { cookie: "__Host-session=x" } }))).toBe("BYPASS");
  });

  it("preview pages and the preview API bypass the cache and are not stored", async () => {
    for (const path of ["/blog/preview/not-a-token", "/api/blog/preview/not-a-token"]) {
      for (let i = 0; i < 2; i++) {
        const res = await fresh(path);
        expect(xCache(res), path).toBe("BYPASS");
        expect(res.status, path).not.toBe(200);
      }
    }
    expect((await request("/blog/preview/not-a-token")).headers.get("cache-control")).toBe("no-store");
  });

  it("an unknown query parameter bypasses the cache; campaign parameters are part of the key", async () => {
    for (const path of ["/?foo=1", "/api/team?foo=1", "/api/blog?lang=en&page=2"]) {
      expect(xCache(await fresh(path)), path).toBe("BYPASS");
      expect(xCache(await request(path)), path).toBe("BYPASS");
    }
    expect(xCache(await fresh("/?utm_source=newsletter"))).toBe("MISS");
    expect(xCache(await request("/?utm_source=newsletter"))).toBe("HIT");
    expect(xCache(await request("/?utm_source=other"))).toBe("MISS");
  });

  it("a 404 (or any answer but 200) is never stored", async () => {
    for (const path of ["/gibt-es-nicht", "/api/content/unknown", "/api/blog?slug=gibt-es-nicht"]) {
      for (let i = 0; i < 2; i++) {
        const res = await request(path);
        expect([res.status, xCache(res)], path).toEqual([404, "BYPASS"]);
      }
    }
  });

  it("the admin area, sign-in and writes are outside the cache (no X-Cache)", async () => {
    for (const [method, path] of [
      ["GET", "/admin"],
      ["GET", "/api/auth/session"],
      ["GET", "/api/admin/dashboard"],
      ["POST", "/api/contact"],
    ]) {
      const res = await request(path, {
        method,
        headers: { origin: "http://127.0.0.1:8787", "content-type": "application/json" },
        body: method === "POST" ? "{}" : undefined,
      });
      expect(xCache(res), `${method} ${path}`).toBeNull();
    }
  });
});

describe("CSP of cached pages", () => {
  it("allows exactly the inline scripts of the body by hash, the same on every hit, with no nonce anywhere", async () => {
    for (const path of ["/", "/en/contact", "/blog"]) {
      const responses = [await fresh(path), await request(path), await request(path)];
      expect(responses.map(xCache), path).toEqual(["MISS", "HIT", "HIT"]);
      for (const res of responses) {
        const csp = res.headers.get("content-security-policy")!;
        const html = await res.text();
        expect(csp, path).not.toMatch(/nonce-|unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe-inline/);
        expect(html, path).not.toContain("nonce=");
        const expected = await inlineScriptHashes(html);
        expect(expected.length, path).toBeGreaterThan(0);
        expect(scriptHashes(csp).sort(), path).toEqual(expected);
      }
    }
  });

  it("bypassed renders carry a CSP for their own scripts too", async () => {
    const res = await request("/", { headers: { cookie: "__Host-session=x" } });
    expect(xCache(res)).toBe("BYPASS");
    const csp = res.headers.get("content-security-policy")!;
    expect(scriptHashes(csp).sort()).toEqual(await inlineScriptHashes(await res.text()));
  });
});

describe("the isolate's in-memory copy", () => {
  it("serves the same bytes again and again and forgets the least recently used beyond its size", async () => {
    const { remember, rememberedResponse } = await import("../../worker/lib/isolate-cache");
    const page = new TextEncoder().encode("<p>Seite</p>").buffer as ArrayBuffer;
    remember("k:first", page.slice(0), new Response(null, { headers: { etag: '"a"' } }));
    for (let i = 0; i < 2; i++) {
      const res = rememberedResponse("k:first")!;
      expect([await res.text(), res.headers.get("etag")]).toEqual(["<p>Seite</p>", '"a"']);
    }
    for (let i = 0; i < 64; i++) remember(`k:${i}`, page.slice(0), new Response(null));
    expect(rememberedResponse("k:first")).toBeUndefined();
    expect(await rememberedResponse("k:63")!.text()).toBe("<p>Seite</p>");
  });
});

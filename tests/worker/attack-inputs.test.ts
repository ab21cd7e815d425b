/**
 * Attacks that are not about malformed JSON: stored XSS through every text column of the content a public page
 * renders (derived from the drizzle schema, so a new column is attacked the day it is added), forged preview tokens,
 * writes from a foreign Origin or with a form content type on every write route, and disguised uploads and path
 * tricks on /media.
 */
import { env } from "cloudflare:workers";
import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "../../common/routes";
import { blogPosts, events, pageSections, pages, pageTranslations, siteSettings, teamMembers, translations } from "../../worker/db/schema";
import { changedTables, snapshotDb } from "./db-snapshot";
import { BASE, contentChanged, createStaff, request, seed, sessionCookie } from "./helpers";
import { html as htmlBytes, svg } from "./image-bytes";
import { adminEndpoints, samplePath, workerRoutes } from "./route-table";

/** The content tables the public site renders, each with the columns that are not free text (keys, enums, dates). */
const RENDERED: [SQLiteTable, string[]][] = [
  [teamMembers, ["email", "available_from"]],
  [events, ["event_date", "event_time"]],
  [blogPosts, ["slug", "slug_en", "category", "published_at", "scheduled_publish_date", "author_email"]],
  [pages, ["slug"]],
  [pageSections, ["section_key", "section_type"]],
  [pageTranslations, ["language"]],
  [siteSettings, ["key"]],
  [translations, ["key", "category"]],
];
const URL_COLUMN = /url|image/;
/** What React 19 renders instead of a javascript: URL: a URL that only throws (and the CSP forbids it anyway). */
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const payload = (marker: string) =>
  `${marker}"'><script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)><iframe src=javascript:alert(1)></iframe>` +
  `[link](javascript:alert(1)) <a href="javascript:alert(1)">a</a> </style></title></textarea><x onmouseover=alert(1)>`;

/** Attribute values as the browser reads them (HTMLRewriter hands them over as written). */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(quot|apos|lt|gt|amp|colon|tab|newline);?/gi,
      (_m, name: string) =>
        ({ quot: '"', apos: "'", lt: "<", gt: ">", amp: "&", colon: ":", tab: "\t", newline: "\n" })[name.toLowerCase()] ?? "",
    );

interface Finding {
  path: string;
  what: string;
}

async function sha256Source(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** Walks the HTML as the browser's parser would and reports everything that could run despite the page's CSP. */
async function activeContent(path: string, res: Response): Promise<{ findings: Finding[]; html: string }> {
  const scriptSources = (/script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "").split(" ");
  const findings: Finding[] = [];
  const note = (what: string) => findings.push({ path, what });
  const inlineScripts: string[] = [];
  let inScript = false;
  const rewritten = new HTMLRewriter()
    .on("*", {
      element(el) {
        // workerd hands attributes over as [name, value] pairs (the DOM typings in scope say otherwise)
        for (const [name, raw] of el.attributes as unknown as Iterable<[string, string]>) {
          const value = decodeEntities(raw);
          if (name.startsWith("on")) note(`<${el.tagName} ${name}>`);
          // browsers ignore whitespace and control characters inside a scheme ("java\tscript:")
          const bare = [...value]
            .filter((ch) => ch.charCodeAt(0) > 0x20)
            .join("")
            .toLowerCase();
          if (value === REACT_BLOCKED_URL) continue;
          if (
            ["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc"].includes(name) &&
            /^(javascript|vbscript|data:text)/.test(bare)
          )
            note(`<${el.tagName} ${name}="${value.slice(0, 40)}">`);
        }
        if (["iframe", "object", "embed", "base", "frame"].includes(el.tagName)) note(`<${el.tagName}>`);
        inScript = false;
        if (el.tagName !== "script" || el.getAttribute("type") === "application/ld+json") return;
        const src = el.getAttribute("src");
        // 'self' allows same-origin files only: a path, never a protocol-relative or foreign URL
        if (src !== null) {
          if (!/^\/(?!\/|\\)/.test(src)) note(`<script src="${src.slice(0, 40)}">`);
          return;
        }
        inScript = true;
        inlineScripts.push("");
      },
      text(chunk) {
        if (inScript) inlineScripts[inlineScripts.length - 1] += chunk.text;
      },
    })
    .transform(res);
  const html = await rewritten.text();
  for (const body of inlineScripts)
    if (!scriptSources.includes(await sha256Source(body))) note(`inline <script> the CSP does not allow: ${body.slice(0, 40)}`);
  return { findings, html };
}

describe("attack: stored XSS through every rendered text column", () => {
  const columnsAttacked: string[] = [];

  beforeAll(async () => {
    await seed();
    await env.DB.prepare("UPDATE site_settings SET value = 'true' WHERE key IN ('show_events_on_homepage', 'show_blog_on_homepage')").run();
    // the translations list fills in every built-in UI string, so that each one the site shows is attacked too
    const cookie = await sessionCookie((await createStaff("admin")).id);
    expect((await request("/api/admin/translations", { headers: { cookie } })).status).toBe(200);
    for (const [table, notText] of RENDERED) {
      const columns = Object.values(getTableColumns(table)).filter(
        (c) =>
          c.columnType === "SQLiteText" && !("enumValues" in c && c.enumValues) && !notText.includes(c.name) && !c.name.endsWith("_at"),
      );
      const tableName = (table as unknown as Record<symbol, string>)[Symbol.for("drizzle:Name")];
      for (const column of columns) {
        const marker = `XSS~${tableName}~${column.name}~`;
        // a position still names the management (its bio is shown only there: web/pages/team/team-page.tsx)
        const role = tableName === "team_members" && column.name === "position" ? " Geschäftsführer" : "";
        const value = URL_COLUMN.test(column.name) ? `javascript:alert('${marker}')` : payload(marker) + role;
        // settings that switch sections keep their switch; every other value is attacked
        const where = tableName === "site_settings" ? " WHERE value NOT IN ('true', 'false')" : "";
        await env.DB.prepare(`UPDATE "${tableName}" SET "${column.name}" = ?${where}`).bind(value).run();
        columnsAttacked.push(`${tableName}.${column.name}`);
      }
    }
    // written past the admin API: no cached page may answer from before the attack
    await contentChanged();
  });

  it("has a detector that sees scripts the CSP does not allow, handlers, javascript: URLs and frames", async () => {
    const page = new Response(
      `<p><script>ok()</script><script>bad()</script><script src="//evil.example/x.js"></script><img src=x onerror=bad()><a href="java&#x09;script:bad()">a</a><iframe></iframe><a href="/ok">ok</a></p>`,
      { headers: { "content-security-policy": `script-src 'self' ${await sha256Source("ok()")}`, "content-type": "text/html" } },
    );
    const { findings } = await activeContent("/probe", page);
    expect(findings.map((f) => f.what)).toEqual([
      '<script src="//evil.example/x.js">',
      "<img onerror>",
      '<a href="java\tscript:bad()">',
      "<iframe>",
      "inline <script> the CSP does not allow: bad()",
    ]);
  });

  it("renders every public page (German and English, each blog post) with nothing that could run", async () => {
    const posts = await env.DB.prepare("SELECT slug FROM blog_posts WHERE content_status = 'published'").all<{ slug: string }>();
    const paths = [
      ...Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]),
      ...posts.results.flatMap((p) => [`/blog/${p.slug}`, `/en/blog/${p.slug}`]),
    ];
    expect(posts.results.length).toBeGreaterThan(0);
    const findings: Finding[] = [];
    const rendered = new Set<string>();
    for (const path of paths) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const { findings: found, html } = await activeContent(path, res);
      findings.push(...found);
      // Markdown columns arrive rendered: GFM turns the marker's `~table~` into strikethrough
      for (const m of html.replace(/<del>(\w+)<\/del>/g, "~$1~").matchAll(/XSS~(\w+)~(\w+)~/g)) rendered.add(`${m[1]}.${m[2]}`);
      // the attack text arrives as text: escaped angle brackets
      expect(html, path).not.toMatch(/XSS~\w+~\w+~"'><script>/);
    }
    expect(findings).toEqual([]);
    // the attack reached the pages: the main free-text columns of each kind of content are shown
    for (const column of [
      "team_members.name",
      "team_members.bio",
      "events.title",
      "blog_posts.title",
      "blog_posts.content",
      "translations.german",
      "translations.english",
    ])
      expect([...rendered], column).toContain(column);
    expect(columnsAttacked.length).toBeGreaterThan(30);
  });

  it("keeps the attack as text in the RSS feeds and the sitemap", async () => {
    for (const path of ["/blog/rss.xml", "/en/blog/rss.xml", "/sitemap.xml"]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const xml = await res.text();
      expect(xml, path).not.toMatch(/<script|<img|<svg|<iframe/i);
      if (path.includes("rss")) expect(xml, path).toMatch(/XSS~blog_posts~title(_en)?~/);
    }
  });
});

describe("attack: forged preview tokens", () => {
  let token: string;
  let postId: number;
  let title: string;

  beforeAll(async () => {
    await seed();
    const admin = await createStaff("admin");
    const cookie = await sessionCookie(admin.id);
    ({ id: postId, title } = (await env.DB.prepare("SELECT id, title FROM blog_posts LIMIT 1").first<{ id: number; title: string }>())!);
    const res = await request(`/api/admin/blog/${postId}/preview-link`, { method: "POST", headers: { cookie, origin: BASE } });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;
  });

  const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const sign = (claims: Record<string, unknown>, secret = env.JWT_SECRET, alg = "HS256") =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).sign(new TextEncoder().encode(secret));

  it("refuses tampered, alg-none, foreign-key, wrong-audience and expired tokens on the API and the preview page", async () => {
    const [header, claims] = token.split(".");
    const decoded = JSON.parse(atob(claims.replace(/-/g, "+").replace(/_/g, "/")));
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, [string, number]> = {
      tampered: [`${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`, 401],
      "alg none": [`${b64({ alg: "none", typ: "JWT" })}.${claims}.`, 401],
      "header swapped to none, signature kept": [`${b64({ alg: "none" })}.${claims}.${token.split(".")[2]}`, 401],
      "HS512 with the right secret": [await sign(decoded, env.JWT_SECRET, "HS512"), 401],
      "another secret": [await sign(decoded, "a-completely-different-secret-of-32-bytes!"), 401],
      "wrong audience": [await sign({ ...decoded, aud: "session" }), 401],
      "expired, genuinely signed": [await sign({ ...decoded, iat: now - 90_000, exp: now - 3600 }), 401],
      "header only": [header, 401],
    };
    for (const [what, [forgedToken, status]] of Object.entries(forged)) {
      const api = await request(`/api/blog/preview/${encodeURIComponent(forgedToken)}`);
      expect(api.status, what).toBe(status);
      expect(((await api.json()) as { code: string }).code, what).toMatch(/^preview_(invalid|expired)$/);
      const page = await request(`/blog/preview/${encodeURIComponent(forgedToken)}`);
      expect([404, 410], what).toContain(page.status);
      expect(await page.text(), what).not.toContain(title);
    }
    expect((await request(`/api/blog/preview/${token}`)).status).toBe(200);
  });
});

const BEACON_ROUTES = new Set(["/api/analytics", "/api/analytics-session"]);

describe("attack: cross-site writes on every write route", () => {
  const writes = adminEndpoints(workerRoutes, "/api").filter((e) => ["POST", "PUT", "PATCH", "DELETE"].includes(e.method));
  let adminId: number;

  beforeAll(async () => {
    await seed();
    adminId = (await createStaff("admin")).id;
  });

  it("covers the write routes", () => expect(writes.length).toBeGreaterThan(30));

  for (const endpoint of writes) {
    it(`${endpoint.method} ${endpoint.path}: foreign Origin 403, form bodies 415, nothing stored`, async () => {
      // a fresh session per route: a same-origin multipart sign-out below is allowed and ends it
      const cookie = await sessionCookie(adminId);
      const before = await snapshotDb();
      const path = samplePath(endpoint.path);
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.example", "content-type": "application/json" },
        { origin: "null", "content-type": "application/json" },
        { origin: `${BASE}.evil.example`, "content-type": "application/json" },
        { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      ];
      for (const headers of foreign) {
        const res = await request(path, {
          method: endpoint.method,
          headers: { ...headers, cookie },
          body: endpoint.method === "DELETE" ? undefined : "{}",
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(((await res.json()) as { code: string }).code).toBe("foreign_origin");
      }
      if (endpoint.method !== "DELETE" && !(endpoint.method === "POST" && endpoint.path === "/api/admin/assets")) {
        for (const type of ["application/x-www-form-urlencoded", "text/plain", "text/plain;charset=UTF-8"]) {
          const res = await request(path, {
            method: endpoint.method,
            headers: { origin: BASE, "content-type": type, cookie },
            body: "a=1&b=2",
          });
          expect(res.status, type).toBeLessThan(500);
          const { code } = (await res.json()) as { code: string };
          // the analytics beacons take text/plain (navigator.sendBeacon) but only as JSON; admin routes take multipart only for uploads
          if (type.startsWith("text/plain") && BEACON_ROUTES.has(endpoint.path)) expect(code, type).toBe("invalid_json");
          else expect([res.status, code], type).toEqual([415, "unsupported_media_type"]);
        }
      }
      expect(changedTables(before, await snapshotDb())).toEqual([]);
      // same-origin multipart is a legitimate encoding (uploads; a body-less write such as sign-out may run with it);
      // the routes that take JSON refuse its body, and none fails on it
      if (endpoint.method !== "DELETE") {
        const res = await request(path, {
          method: endpoint.method,
          headers: { origin: BASE, "content-type": "multipart/form-data; boundary=x", cookie },
          body: "a=1&b=2",
        });
        expect(res.status).toBeLessThan(500);
        await res.body?.cancel();
      }
    });
  }
});

describe("attack: disguised uploads and path tricks on /media", () => {
  let cookie: string;

  beforeAll(async () => {
    await seed();
    cookie = await sessionCookie((await createStaff("admin")).id);
    await env.MEDIA.put("real-file.png", new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: "image/png" } });
  });

  const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type }));
    return request("/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie }, body: form });
  };

  it("refuses HTML and SVG dressed as images or PDFs, and stores nothing", async () => {
    const before = await snapshotDb();
    const text = (s: string) => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer>;
    const disguised: [string, Uint8Array<ArrayBuffer>, string][] = [
      ["photo.png", htmlBytes(), "image/png"],
      ["photo.jpg", svg(), "image/jpeg"],
      ["logo.svg", svg(), "image/svg+xml"],
      ["doc.pdf", text("<html><script>alert(1)</script></html>"), "application/pdf"],
      ["photo.png.html", htmlBytes(), "image/png"],
      ["../../etc/passwd.png", htmlBytes(), "image/png"],
    ];
    for (const [name, bytes, type] of disguised) {
      const res = await upload(name, bytes, type);
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as { code: string }).code, name).toBe("unsupported_media_type");
    }
    expect(changedTables(before, await snapshotDb())).toEqual([]);
    expect((await env.MEDIA.list()).objects.map((o) => o.key)).toEqual(["real-file.png"]);
  });

  it("serves a GIF/script polyglot only as an image that cannot run: sniffed type, nosniff, sandbox", async () => {
    // a 1 x 1 GIF header (a header naming more than 50 megapixels is refused before anything else)
    const polyglot = new TextEncoder().encode(
      "GIF89a\u0001\u0000\u0001\u0000/*<html><script>alert(1)</script>*/",
    ) as Uint8Array<ArrayBuffer>;
    const res = await upload("polyglot.html", polyglot, "text/html");
    expect(res.status).toBe(201);
    const { uploaded } = (await res.json()) as { uploaded: { url: string }[] };
    const media = await request(uploaded[0].url);
    expect(media.headers.get("content-type")).toBe("image/gif");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    expect(media.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(uploaded[0].url).toMatch(/\.gif$/);
  });

  it("serves only stored keys: traversal, encoding and case tricks get a 404 and nothing of the server's files", async () => {
    for (const path of [
      "/media/..%2F..%2Fapi%2Fadmin%2Fusers",
      "/media/%2e%2e/wrangler.toml",
      "/media/..%252f.dev.vars",
      "/media/.dev.vars",
      "/media/real-file.png%00.html",
      "/media/real-file.png/..",
      "/media/REAL-FILE.PNG",
      "/media/real-file.png;.html",
      "/media/%E2%80%AEgnp.lmth",
      "/media/real-file.png%2f",
      `/media/${"a".repeat(300)}`,
    ]) {
      const res = await request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = await res.text();
      for (const secret of ["JWT_SECRET", "[vars]", "d1_databases", "PNG"]) expect(body, path).not.toContain(secret);
    }
    const real = await request("/media/real-file.png");
    expect(real.status).toBe(200);
    expect(real.headers.get("x-content-type-options")).toBe("nosniff");
    expect(real.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});

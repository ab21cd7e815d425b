/**
 * Outages of each binding (D1, KV, R2, the mail binding), made by wrapping the bindings (tests/worker/faulty-env.ts):
 * public pages still render with built-in content, a contact message is stored or the visitor gets a clear,
 * retryable error, the admin API answers with a JSON error and a code, and nothing half-written remains (a write and
 * its audit row land together or not at all).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../common/api-errors";
import { PAGE_PATHS } from "../../common/routes";
import { validBody } from "./contact-helpers";
import { changedTables, snapshotDb } from "./db-snapshot";
import { failingD1, failingKv, failingMail, failingR2, requestWith } from "./faulty-env";
import { asStaff, BASE, createStaff, seed, sessionCookie } from "./helpers";
import { png } from "./image-bytes";

const PUBLIC_PAGES = Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]);
/** Pages with built-in content (the blog has none: its list shows a retry instead). */
const BUILT_IN_PAGES = Object.entries(PAGE_PATHS)
  .filter(([key]) => key !== "blog")
  .flatMap(([, p]) => [p.de, p.en]);
/** The record of the failure itself is the one write an outage may cause. */
const changedData = (before: Awaited<ReturnType<typeof snapshotDb>>, after: Awaited<ReturnType<typeof snapshotDb>>) =>
  changedTables(before, after).filter((t) => t !== "error_reports");
const contact = (extra: Record<string, unknown> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: BASE },
  body: JSON.stringify(validBody(extra)),
});
const contactCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>())!.n;

async function expectApiError(res: Response, label: string) {
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.headers.get("content-type"), label).toContain("application/json");
  const body = (await res.json()) as { error: unknown; code: unknown };
  expect(typeof body.error, label).toBe("string");
  expect(API_ERROR_CODES, label).toContain(body.code);
  return body;
}

async function expectPagesRender(bindings: Partial<Env>, paths = PUBLIC_PAGES) {
  for (const path of paths) {
    const res = await requestWith(bindings, path);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toMatch(/<h1[^>]*>[^<]+/);
  }
}

let cookie: string;
beforeAll(async () => {
  await seed();
  cookie = await sessionCookie((await createStaff("admin")).id);
});

describe("D1 down", () => {
  const bindings = () => ({ DB: failingD1() });

  it("renders every public page with its built-in content", () => expectPagesRender(bindings(), BUILT_IN_PAGES));

  it("shows the blog list inside the site with the error and a retry, in each language", async () => {
    for (const [path, text] of [
      [PAGE_PATHS.blog.de, "Fehler beim Laden der Blog-Posts"],
      [PAGE_PATHS.blog.en, "Error loading blog posts"],
    ]) {
      const html = await (await requestWith(bindings(), path)).text();
      expect(html, path).toContain(text);
      expect(html, path).toMatch(/<nav[^>]*aria-label/);
    }
  });

  it("tells a visitor of the contact form to try again later (503, retryable, in their language)", async () => {
    const res = await requestWith(bindings(), "/api/contact", contact({ language: "en" }));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await expectApiError(res, "contact");
    expect(body.code).toBe("service_unavailable");
    expect(body.error).toMatch(/try again/i);
  });

  it("answers the admin API with a JSON error and a code", async () => {
    for (const path of ["/api/admin/dashboard", "/api/admin/team", "/api/auth/session"]) {
      await expectApiError(await requestWith(bindings(), path, { headers: asStaff(cookie) }), path);
    }
  });
});

describe("KV down", () => {
  const bindings = () => ({ KV: failingKv() });

  it("renders every public page", () => expectPagesRender(bindings()));

  it("still stores a contact message (the rate limit fails open)", async () => {
    const before = await contactCount();
    const res = await requestWith(bindings(), "/api/contact", contact());
    expect(res.status).toBeLessThan(300);
    expect(await contactCount()).toBe(before + 1);
  });

  it("answers the admin API with data or a JSON error and a code", async () => {
    const post = (await env.DB.prepare("SELECT id FROM blog_posts LIMIT 1").first<{ id: number }>())!;
    for (const [method, path] of [
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/admin/settings"],
      ["POST", `/api/admin/blog/${post.id}/preview-link`],
    ]) {
      const res = await requestWith(bindings(), path, { method, headers: asStaff(cookie) });
      if (res.status >= 400) await expectApiError(res, path);
      else expect(res.status, path).toBeLessThan(300);
    }
  });
});

describe("R2 down", () => {
  const bindings = () => ({ MEDIA: failingR2() });

  it("renders every public page", () => expectPagesRender(bindings()));

  it("answers /media with a JSON error and a code", async () => {
    await expectApiError(await requestWith(bindings(), "/media/some-file.png"), "/media");
  });

  it("refuses an upload with a JSON error and keeps no asset row or audit row", async () => {
    const before = await snapshotDb();
    const form = new FormData();
    form.append("file", new File([png(40, 40)], "bild.png", { type: "image/png" }));
    const res = await requestWith(bindings(), "/api/admin/assets", { method: "POST", headers: { origin: BASE, cookie }, body: form });
    await expectApiError(res, "upload");
    expect(changedData(before, await snapshotDb())).toEqual([]);
  });
});

describe("mail binding down", () => {
  it("stores the contact message, answers the visitor with success and keeps the notification for the retry", async () => {
    const before = await contactCount();
    const res = await requestWith({ EMAIL: failingMail() }, "/api/contact", contact());
    expect(res.status).toBeLessThan(300);
    expect(await contactCount()).toBe(before + 1);
    const row = await env.DB.prepare("SELECT notified_at, notify_attempts FROM contact_messages ORDER BY id DESC LIMIT 1").first<{
      notified_at: string | null;
      notify_attempts: number;
    }>();
    expect(row?.notified_at).toBeNull();
  });
});

describe("a write whose audit row cannot be written", () => {
  const bindings = () => ({ DB: failingD1((sql) => /insert into "audit_log"/i.test(sql)) });
  const page = {
    title: "Atomar",
    slug: "atomar-fault",
    template: "default",
    published: true,
    sort_order: 1,
    sections: [{ section_key: "intro", title: "Hallo", section_type: "content", sort_order: 1 }],
    translations: [{ language: "en", title: "Atomic" }],
  };

  it("leaves no page, section, translation, team member, setting or post behind, and answers with a code", async () => {
    const existing = await env.DB.prepare("SELECT id FROM pages WHERE slug = 'home'").first<{ id: number }>();
    const member = await env.DB.prepare("SELECT id FROM team_members LIMIT 1").first<{ id: number }>();
    const writes: [string, string, unknown][] = [
      ["POST", "/api/admin/pages", page],
      ["PATCH", `/api/admin/pages/${existing!.id}`, { published: false }],
      ["DELETE", `/api/admin/pages/${existing!.id}`, undefined],
      [
        "POST",
        "/api/admin/team",
        {
          name: "Fault Test",
          email: "fault@example.com",
          position: "Tester",
          bio: "Testet.",
          image_url: "/images/x.svg",
          expertise: ["Tests"],
        },
      ],
      ["DELETE", `/api/admin/team/${member!.id}`, undefined],
      ["PUT", "/api/admin/settings", { contact_phone: "+49 1" }],
      ["POST", "/api/admin/blog", { title: "Halb", content: "Text", excerpt: "Auszug", category: "themen-artikel" }],
    ];
    for (const [method, path, body] of writes) {
      const before = await snapshotDb();
      const res = await requestWith(bindings(), path, {
        method,
        // updates name a version (428 without); the seeded records are at 0, so the write reaches the failing batch
        headers: asStaff(cookie, { "if-match": '"0"' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const label = `${method} ${path}`;
      await expectApiError(res, label);
      expect(res.status, label).toBeGreaterThanOrEqual(500);
      expect(changedData(before, await snapshotDb()), label).toEqual([]);
    }
    // the same writes go through once the audit log can be written (the bodies above are valid)
    for (const [method, path, body] of writes) {
      const res = await requestWith({}, path, {
        method,
        headers: asStaff(cookie, { "if-match": '"0"' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path} without the fault`).toBeLessThan(300);
    }
  });
});

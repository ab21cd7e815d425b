/**
 * @file What a render (a cache miss) costs and sends: each page carries the UI strings and copy of its own language
 * only, and the data every render needs (content version, settings, UI strings, page records) is read once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { contentChanged, request, seed } from "./helpers";

beforeAll(async () => {
  await seed();
  // a filled translations table (staff opened the list), with one changed text
  await env.DB.prepare(
    "INSERT INTO translations (key, german, english, category) VALUES ('consent.title', 'Ihre Privatsphäre zählt', 'We respect your privacy', 'consent')",
  ).run();
  await contentChanged();
});

/** The SQL statements the app runs for one request (a D1 binding that records them). */
async function queriesOf(path: string, init?: RequestInit) {
  const sql: string[] = [];
  const recorded = (stmt: D1PreparedStatement, text: string): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...args: unknown[]) => recorded(target.bind(...args), text);
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (["all", "first", "run", "raw"].includes(prop as string)) sql.push(text);
        return value.bind(target);
      },
    });
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") return (text: string) => recorded(target.prepare(text), text);
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
  const res = await app.fetch(new Request(`http://127.0.0.1:8787${path}`, init), { ...env, DB }, ctx);
  await res.text();
  return { res, sql };
}

const reads = (sql: string[], table: string) => sql.filter((s) => new RegExp(`\\bfrom "?${table}"?(\\s|$)`, "i").test(s)).length;

describe("a render", () => {
  it("reads the content version, settings, UI strings and page records once (home page, miss)", async () => {
    await contentChanged();
    const { res, sql } = await queriesOf("/");
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect(reads(sql, "content_version")).toBe(1);
    expect(reads(sql, "site_settings")).toBe(1);
    expect(reads(sql, "translations")).toBe(1);
    expect(sql.filter((s) => /from "pages" .*join "page_translations"/i.test(s))).toHaveLength(1);
    expect(sql.length, sql.join("\n")).toBeLessThanOrEqual(7);
  });

  it("answers a hit without D1 while the isolate trusts its version, and with one version read after that", async () => {
    await request("/ueber-uns");
    const trusted = await queriesOf("/ueber-uns");
    expect(trusted.res.headers.get("x-cache")).toBe("HIT");
    expect(trusted.sql).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1001 });
    try {
      const checked = await queriesOf("/ueber-uns");
      expect(checked.res.headers.get("x-cache")).toBe("HIT");
      expect(checked.sql).toEqual(["SELECT version FROM content_version WHERE id = 1"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the UI strings and page copy of the page's language only", async () => {
    const german = await (await request("/")).text();
    const english = await (await request("/en")).text();
    expect(german).toContain("Ihre Privatsphäre zählt");
    expect(german).toContain("Innovativ. Digital. Zukunftsorientiert.");
    expect(german).not.toContain("We respect your privacy");
    expect(german).not.toContain("Skip to main content");
    expect(german).not.toContain("Future-Oriented");
    expect(english).toContain("We respect your privacy");
    expect(english).toContain("Innovative. Digital. Future-Oriented.");
    expect(english).not.toContain("Ihre Privatsphäre zählt");
    expect(english).not.toContain("Zum Inhalt springen");
    expect(english).not.toContain("Zukunftsorientiert");
  });

  it("gives browsers the strings and copy of one language on request, both without", async () => {
    const en = (await (await request("/api/messages?lang=en")).json()) as Record<string, string>;
    expect(en["consent.title"]).toBe("We respect your privacy");
    expect(Object.keys(await (await request("/api/messages")).json())).toEqual(["de", "en"]);
    const home = await (await request("/api/content/home?lang=en")).text();
    expect(home).toContain("Future-Oriented");
    expect(home).not.toContain("Zukunftsorientiert");
    expect(home).not.toContain('"de":');
    expect(await (await request("/api/content/home")).text()).toContain("Zukunftsorientiert");
    expect((await request("/api/messages?lang=fr")).status).toBe(400);
  });
});

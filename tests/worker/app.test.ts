import { describe, expect, it } from "vitest";
import { request, seed } from "./helpers";

describe("GET /api/team", () => {
  it("lists active members ordered by name, and honours ?limit", async () => {
    await seed();
    const all = (await (await request("/api/team")).json()) as { name: string; active: boolean }[];
    expect(all.map((m) => m.name)).toEqual(["Andreas Berger", "Claudia Hartmann", "Daniel Vogt", "Eva Lindner", "Markus Steiner"]);
    // the editors' translation bookkeeping stays internal (issue 42)
    for (const member of all) expect(member).not.toHaveProperty("translation_sources");
    const limited = (await (await request("/api/team?limit=2")).json()) as unknown[];
    expect(limited).toHaveLength(2);
  });

  it("answers 400 with field errors for a bad limit", async () => {
    const res = await request("/api/team?limit=abc");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: string; details: { fields: Record<string, string[]> } };
    expect(body.error).toBeTruthy();
    expect(body.code).toBe("validation_failed");
    expect(body.details.fields.limit).toBeDefined();
  });
});

describe("GET /api/pages", () => {
  it("returns the home page with its active sections", async () => {
    await seed();
    const res = await request("/api/pages?slug=home&with_sections=true");
    expect(res.status).toBe(200);
    const page = (await res.json()) as { slug: string; page_sections: { section_key: string }[] };
    expect(page.slug).toBe("home");
    expect(page.page_sections.map((s) => s.section_key)).toContain("about");
  });

  it("answers 404 for an unknown page, 400 for a bad slug, and lists the published pages without a slug", async () => {
    expect((await request("/api/pages?slug=nope")).status).toBe(404);
    expect((await request(`/api/pages?slug=${"x".repeat(201)}`)).status).toBe(400);
    const list = (await (await request("/api/pages")).json()) as { slug: string }[];
    expect(list.map((p) => p.slug)).toContain("home");
  });
});

describe("GET /api/settings", () => {
  it("returns key/value rows", async () => {
    await seed();
    const rows = (await (await request("/api/settings")).json()) as { key: string; value: string }[];
    expect(rows.find((r) => r.key === "max_events_homepage")?.value).toBe("3");
  });
});

describe("API errors and headers", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Nicht gefunden", code: "not_found" });
  });

  it("sets the security headers on every response", async () => {
    for (const path of ["/api/team", "/api/nope", "/"]) {
      const res = await request(path);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // inline scripts only by hash (rendered pages), never by nonce or 'unsafe-inline'
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("answers 413 for a body over the API limit", async () => {
    const res = await request("/api/team", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});

describe("server rendering", () => {
  it("renders the home page with team members from D1 and the CSP hash of each inline script", async () => {
    await seed();
    const res = await request("/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    const html = await res.text();
    expect(html).toContain("Andreas Berger");
    expect(html).not.toContain("nonce=");
    // executable inline scripts only: JSON-LD data blocks are never run, so CSP does not apply to them
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, body] of inlineScripts) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
      expect(csp).toContain(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
    }
  });
});

/**
 * @file How a page starts its client code (worker/lib/client-start.ts): public pages once painted, the admin area at
 * once; in both by one inline script that the page's CSP allows by hash, never by a module script in the HTML.
 */
import { describe, expect, it } from "vitest";
import { request } from "./helpers";

const startScript = (html: string) => [...html.matchAll(/<script>([^<]*data-fonts[^<]*)<\/script>/g)].map((m) => m[1]);

describe("the client start", () => {
  it("public pages start the islands' boot script after the first contentful paint, in both languages", async () => {
    for (const path of ["/", "/en", "/leistungen/data-analytics", "/blog", "/kontakt"]) {
      const [script, ...more] = startScript(await (await request(path)).text());
      expect(more, path).toEqual([]);
      expect(script, path).toContain('getEntriesByName("first-contentful-paint")');
      expect(script, path).toContain('import("/web/islands/boot.ts")');
    }
  });

  it("starts at once in the admin area", async () => {
    const [script] = startScript(await (await request("/admin/login")).text());
    expect(script).toContain('import("/web/client.tsx")');
    expect(script).not.toContain("first-contentful-paint");
  });

  it("names no module script in the HTML (the start script loads the entry)", async () => {
    for (const path of ["/", "/admin/login"]) expect(await (await request(path)).text(), path).not.toMatch(/<script[^>]*\bsrc=/);
  });
});

describe("before the client code runs", () => {
  it("the contact form cannot be sent (a native submit would put name, e-mail and message into the address)", async () => {
    const html = await (await request("/kontakt")).text();
    expect(html).toMatch(/<form class="contact-form"/);
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="">/);
  });
});

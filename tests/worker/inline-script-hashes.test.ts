/** @file The page CSP allows the app's own inline scripts by hash, never a script injected into the content. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../worker/lib/inline-script-hashes";
import { request, seed } from "./helpers";

const sha = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;

describe("inline script hashes", () => {
  it("hash the head's and the router's scripts but not one inside the header, main or footer", async () => {
    const html =
      '<html><head><script>prepaint()</script><script type="application/ld+json">{}</script></head><body>' +
      "<header><script>a()</script></header><main><p><script>b()</script></p></main>" +
      "<footer><script>c()</script></footer><script data-tsr-stream-part>state()</script>" +
      '<script type="module" src="/x.js"></script><script>cleanup()</script></body></html>';
    expect(await inlineScriptHashes(html)).toEqual(await Promise.all(["prepaint()", "state()", "cleanup()"].map(sha)));
  });

  it("hash the closing scripts of a page without header or footer (the admin shell) but not one before its markup ends", async () => {
    const html =
      "<html><head></head><body><!--$--><div><script>injected()</script></div><!--/$-->" +
      "<script data-tsr-stream-part>state()</script> <!--$--><script>cleanup()</script></body></html>";
    expect(await inlineScriptHashes(html)).toEqual(await Promise.all(["state()", "cleanup()"].map(sha)));
  });

  it("allow every inline script the site itself renders, public pages and the admin shell alike", async () => {
    await seed();
    // the home page in its heaviest state: its optional sections are code loaded on demand (web/ui/on-demand.tsx)
    await env.DB.batch(
      ["show_events_on_homepage", "show_blog_on_homepage"].map((key) =>
        env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES (?, 'true')").bind(key),
      ),
    );
    for (const path of ["/", "/en/blog", "/admin/login", "/admin"]) {
      const res = await request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body] of inline) expect(csp, `${path}: ${body.slice(0, 40)}`).toContain(await sha(body));
      if (path === "/") expect(html).toContain('class="event-list"');
    }
  });
});

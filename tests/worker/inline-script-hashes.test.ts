/** @file The page CSP allows the app's own inline scripts by hash, never a script injected into the content. */
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../worker/lib/inline-script-hashes";

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

  it("hash the router's scripts of a page rendered without content (the admin area: no main, no footer)", async () => {
    const html = "<html><head><script>prepaint()</script></head><body><script>state()</script></body></html>";
    expect(await inlineScriptHashes(html)).toEqual(await Promise.all(["prepaint()", "state()"].map(sha)));
  });
});

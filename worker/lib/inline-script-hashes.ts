/** @file CSP hash sources ('sha256-...') of the executable inline scripts of an HTML page. */

// an inline script: a <script> without src; its text runs to the next </script> (HTML has no nesting here)
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// data blocks (JSON-LD) are never executed, so CSP does not apply to them
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The end of the rendered content: the app's own inline scripts sit in <head> (consent pre-paint) or after the
 * site's last </footer> (router state). A script inside the content can only be injected markup, and allowing it by
 * hash would turn the CSP off exactly when it is needed, so it gets no hash. A page rendered without content (the
 * admin area, `ssr: false`) has no main or footer: its body holds only the router's scripts.
 */
function contentRegion(html: string): [start: number, end: number] {
  const start = Math.max(html.search(/<\/head>/i), 0);
  const end = Math.max(html.lastIndexOf("</footer>"), html.lastIndexOf("</main>"));
  return [start, end < 0 ? start : end];
}

/** One source per distinct executable inline script of the app (outside the content), in order of appearance. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const [contentStart, contentEnd] = contentRegion(html);
  const bodies = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    if (match.index > contentStart && match.index < contentEnd) continue;
    bodies.add(body);
  }
  return Promise.all([...bodies].map(sha256Source));
}

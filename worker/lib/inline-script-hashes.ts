/** @file CSP hash sources ('sha256-...') of the executable inline scripts of an HTML page. */

// an inline script: a <script> without src; its text runs to the next </script> (HTML has no nesting here)
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// data blocks (JSON-LD) are never executed, so CSP does not apply to them
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** One source per distinct executable inline script, in order of appearance. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    bodies.add(body);
  }
  return Promise.all([...bodies].map(sha256Source));
}

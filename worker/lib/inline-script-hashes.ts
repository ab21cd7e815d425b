/** @file CSP hash sources ('sha256-...') of the app's own executable inline scripts of an HTML page. */

// an inline script: a <script> without src; its text runs to the next </script> (HTML has no nesting here)
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// data blocks (JSON-LD) are never executed, so CSP does not apply to them
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
// what may stand between the router's closing scripts: whitespace and React's suspense markers
const FILLER = /^(?:\s|<!--[\s\S]*?-->)*$/;

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The app's own inline scripts sit in <head> (consent pre-paint) or in the run of scripts that closes the body
 * (router state). A script anywhere inside the rendered content can only be injected markup, and allowing it by hash
 * would turn the CSP off exactly when it is needed, so it gets no hash.
 */
function isAppScript(html: string, scripts: RegExpExecArray[]): (script: RegExpExecArray) => boolean {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.lastIndexOf("</body>");
  let closingRunStart = bodyEnd < 0 ? html.length : bodyEnd;
  for (const script of [...scripts].reverse()) {
    if (script.index >= closingRunStart) continue;
    if (!FILLER.test(html.slice(script.index + script[0].length, closingRunStart))) break;
    closingRunStart = script.index;
  }
  return (script) => script.index < headEnd || script.index >= closingRunStart;
}

/** One source per distinct executable inline script of the app, in order of appearance. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const scripts = [...html.matchAll(SCRIPT)];
  const ours = isAppScript(html, scripts);
  const bodies = new Set<string>();
  for (const script of scripts) {
    const [, attributes, body] = script;
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || !ours(script)) continue;
    bodies.add(body);
  }
  return Promise.all([...bodies].map(sha256Source));
}

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { request, seed } from "./helpers";

beforeAll(seed);

/** The rendered <main> of a page served with the given vars (the loader data after it is not what visitors read). */
async function mainOf(path: string, vars: Record<string, string> = {}) {
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
  const html = await (await app.fetch(new Request(`http://127.0.0.1:8787${path}`), { ...env, ...vars }, ctx)).text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

describe("legal texts describe only what the site does", () => {
  it("privacy notice names the profiles the site links (LinkedIn, XING, kununu), not Instagram", async () => {
    const html = await (await request("/datenschutz")).text();
    expect(html).not.toMatch(/Instagram/i);
    for (const network of ["LinkedIn", "XING", "kununu"]) expect(html).toContain(network);
  });

  it("legal notice has the current consumer-dispute wording and no link to the closed EU ODR platform", async () => {
    for (const path of ["/impressum", "/en/legal"]) {
      const html = await (await request(path)).text();
      expect(html, path).not.toContain("ec.europa.eu/consumers/odr");
      expect(html, path).toMatch(/Verbraucherschlichtungsstelle|consumer arbitration board/);
    }
  });

  it("cookie policy offers the Google Analytics opt-out only when a tag is configured", async () => {
    for (const path of ["/cookies", "/en/cookies"]) {
      expect(await mainOf(path, { ANALYTICS_TAG_ID: "" }), path).not.toContain("tools.google.com/dlpage/gaoptout");
      expect(await mainOf(path, { ANALYTICS_TAG_ID: "G-TEST123" }), path).toContain("tools.google.com/dlpage/gaoptout");
    }
  });
});

/** @file Every public page fits a phone: no sideways scrolling at 360 px and 412 px (long German words wrap or hyphenate). */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { PAGE_PATHS } from "../../common/routes.ts";
import { launch } from "./browser.ts";
import { nextFrames, openHydrated } from "./public-helpers.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const PATHS = Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]);

/** How far the page scrolls sideways, and the element that sticks out furthest, to say what to fix. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    let widest = "";
    let right = root.clientWidth;
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right > right + 1) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}.${(el as HTMLElement).className || ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });

describe("public pages on a phone", () => {
  // one load per page, the other width by resizing (the carousel follows the resize event): two loads per page cost
  // half a minute. The width loaded first alternates, so each width is also checked on freshly loaded pages.
  it("none scrolls sideways at 360 px or 412 px", async () => {
    const widths = [360, 412];
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 });
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsent", "rejected");
      // the version of the consent texts (web/consent/consent.ts CONSENT_VERSION)
      localStorage.setItem("cookieConsentVersion", "2");
    });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const [i, path] of PATHS.entries()) {
      // alternating over the German and the English page of each key alike
      const order = (i + Math.floor(i / 2)) % 2 ? [...widths].reverse() : widths;
      await page.setViewportSize({ width: order[0], height: 800 });
      await openHydrated(page, path);
      for (const width of order) {
        await page.setViewportSize({ width, height: 800 });
        await nextFrames(page);
        const { scrollWidth, clientWidth, widest } = await overflow(page);
        if (scrollWidth > clientWidth) overflowing.push(`${path} at ${width} px: ${scrollWidth} > ${clientWidth} (${widest})`);
      }
    }
    await context.close();
    assert.deepEqual(overflowing, []);
  });
});

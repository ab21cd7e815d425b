/** @file Every public page fits a phone: no sideways scrolling at 360 px and 412 px (long German words wrap or hyphenate). */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { PAGE_PATHS } from "../../common/routes.ts";
import { launch } from "./browser.ts";
import { openHydrated } from "./public-helpers.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const PATHS = Object.values(PAGE_PATHS).flatMap((p) => [p.de, p.en]);

describe("public pages on a phone", () => {
  for (const width of [360, 412]) {
    it(`none scrolls sideways at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
      await context.addInitScript(() => {
        localStorage.setItem("cookieConsent", "rejected");
        // the version of the consent texts (web/consent/consent.ts CONSENT_VERSION)
        localStorage.setItem("cookieConsentVersion", "2");
      });
      const page = await context.newPage();
      const overflowing: string[] = [];
      for (const path of PATHS) {
        await openHydrated(page, path);
        const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
          const root = document.documentElement;
          // the element that sticks out furthest, to say what to fix
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
        if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} > ${clientWidth} (${widest})`);
      }
      await context.close();
      assert.deepEqual(overflowing, []);
    });
  }
});

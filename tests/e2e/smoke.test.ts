import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";

let browser: Browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

describe("the served app", () => {
  it("returns the seeded team from the API", async () => {
    const team = (await (await fetch(`${BASE_URL}/api/team`)).json()) as { name: string }[];
    assert.equal(team.length, 5);
  });

  it("server-renders the home page and hydrates it without console errors or warnings", async () => {
    const { page, problems } = await openPage(browser);
    const res = await goto(page, "/");
    assert.equal(res?.status(), 200);
    await page.waitForFunction(() => !("$_TSR" in window));
    assert.ok(await page.getByText("Andreas Berger").isVisible());
    assert.deepEqual(problems, []);
  });
});

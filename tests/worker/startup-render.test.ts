/**
 * @file A new isolate renders the home page once while it starts (worker/public-render.tsx), so that its first visitor
 * does not pay for compiling the renderer: the render must reach the whole page, from a database without rows.
 */
import { expect, it } from "vitest";
import { HOME_HERO } from "../../web/content/home";
import { startupRender } from "../../worker/public-render";

it("renders the whole German home page at start-up, from no stored rows, without a failure on the way", async () => {
  const answer = await startupRender;
  // a read that threw leaves no answer; a page load that failed answers with the error screen's 500
  expect(answer).toMatchObject({ status: 200 });
  const html = answer && "html" in answer ? answer.html : "";
  expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/);
  expect(html).toContain('<link rel="canonical" href="https://warm-up.invalid/"/>');
  expect(html).toContain(HOME_HERO.title.de);
  expect(html).toContain("</footer>");
});

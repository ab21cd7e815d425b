/**
 * Budgets that fail the build, measured on the built app as served: JavaScript per public page (gzip), HTML per
 * public page, no admin code on a public page, the worker bundle (gzip), what a new isolate evaluates at start (gzip)
 * with none of the lazy modules of worker/lib/lazy.ts in it, and the PBKDF2 work factor in code.
 * The public pages are measured as seeded and then the home page again with its optional sections (upcoming events,
 * newest posts) switched on in the site settings: its heaviest state.
 * The limits live in scripts/lib/budgets.ts (`npm run bench` reports against the same ones).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { PBKDF2_ITERATIONS } from "../../common/password.ts";
import {
  BUDGETS,
  HOME_SECTION_MARKERS,
  jsBudgetOf,
  kb,
  measurePage,
  type PageWeight,
  PUBLIC_PAGES,
  switchHomeSectionsOn,
  workerBundleGzip,
} from "../../scripts/lib/budgets.ts";
import { startupReport } from "../../scripts/lib/worker-graph.ts";
import { createAccount } from "./admin-helpers.ts";
import { BASE_URL, launch } from "./browser.ts";

describe("budgets", () => {
  let browser: Browser;
  const weights: PageWeight[] = [];

  before(async () => {
    browser = await launch();
    for (const path of PUBLIC_PAGES) weights.push(await measurePage(browser, BASE_URL, path));
    await switchHomeSectionsOn(BASE_URL, await createAccount("admin", "Budget Messung"));
    for (const path of ["/", "/en"]) {
      const html = await (await fetch(BASE_URL + path)).text();
      for (const marker of HOME_SECTION_MARKERS) assert.ok(html.includes(marker), `${path} with its sections on lacks ${marker}`);
      weights.push({ ...(await measurePage(browser, BASE_URL, path)), path: `${path} (events and blog sections on)` });
    }
    console.log(weights.map((w) => `  ${w.path.padEnd(40)} JS ${kb(w.jsGzip)} gzip, HTML ${kb(w.htmlBytes)}`).join("\n"));
  });
  after(() => browser?.close());

  it(`loads at most ${kb(BUDGETS.jsPerPageGzip)} of JavaScript (gzip) on a public page without a form, ${kb(BUDGETS.jsContactPageGzip)} on the contact page`, () => {
    for (const w of weights) {
      assert.ok(w.scripts > 0, `${w.path} loads no script: the measurement is broken`);
      const budget = jsBudgetOf(w.path.split(" ")[0]);
      assert.ok(w.jsGzip <= budget, `${w.path}: ${kb(w.jsGzip)} of JavaScript is over ${kb(budget)}`);
    }
  });

  it("loads no client router code and carries no router state on a public page", () => {
    for (const w of weights) assert.deepEqual(w.routerCode, [], `${w.path} has client router code or state`);
  });

  it(`serves at most ${kb(BUDGETS.htmlPerPage)} of HTML per public page`, () => {
    for (const w of weights)
      assert.ok(w.htmlBytes <= BUDGETS.htmlPerPage, `${w.path}: ${kb(w.htmlBytes)} of HTML is over ${kb(BUDGETS.htmlPerPage)}`);
  });

  it("loads no admin code or styles on a public page", () => {
    for (const w of weights) assert.deepEqual(w.adminCode, [], `${w.path} loads admin code`);
  });

  it(`keeps the worker bundle at most ${kb(BUDGETS.workerGzip)} (gzip)`, () => {
    const size = workerBundleGzip();
    assert.ok(size > 100 * 1024, "the worker bundle is missing: the measurement is broken");
    assert.ok(size <= BUDGETS.workerGzip, `the worker bundle is ${kb(size)} gzip, over ${kb(BUDGETS.workerGzip)}`);
  });

  it(`starts a new isolate on at most ${kb(BUDGETS.workerStartupGzip)} (gzip) of the worker, none of it a lazy module`, () => {
    const report = startupReport();
    console.log(`  worker at start: ${kb(report.startupGzip)} gzip in ${report.startup.length} modules (all: ${kb(report.totalGzip)})`);
    // a lazy module whose code is nowhere in the build means its patterns in worker/lib/lazy.ts went stale
    assert.deepEqual(report.lazyMissing, [], "lazy modules not found in the build at all");
    assert.deepEqual(report.lazyInStartup, {}, "lazy modules in what the worker evaluates at start (imported statically)");
    assert.ok(
      report.startupGzip <= BUDGETS.workerStartupGzip,
      `the worker evaluates ${kb(report.startupGzip)} gzip at start, over ${kb(BUDGETS.workerStartupGzip)}`,
    );
  });

  it(`hashes passwords with at most ${BUDGETS.pbkdf2Iterations.toLocaleString("en")} PBKDF2 iterations (Workers refuse more)`, () => {
    assert.ok(PBKDF2_ITERATIONS <= BUDGETS.pbkdf2Iterations, `PBKDF2_ITERATIONS is ${PBKDF2_ITERATIONS}`);
  });
});

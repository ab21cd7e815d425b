/**
 * @file The blog's whole path in the browser: staff write a post in the admin, preview it through the copied link
 * in a signed-out browser, schedule it, the cron trigger publishes it once it is due, and visitors see it on
 * /blog and in the feed.
 */

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type Account, assertAccessible, createAccount, signIn } from "./admin-helpers.ts";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";

const TITLE = "Datenqualität messbar machen";
const SLUG = "datenqualitaet-messbar-machen";

let browser: Browser;
let staff: Page;
let staffProblems: string[];
let admin: Account;

/** Runs SQL on the state the e2e server serves (to let time pass for a scheduled post). */
function d1(sql: string) {
  execFileSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state", "--command", sql],
    { stdio: "ignore" },
  );
}

before(async () => {
  admin = await createAccount("admin", "Erika Redaktion");
  browser = await launch();
  const opened = await openPage(browser);
  staff = opened.page;
  staffProblems = opened.problems;
  await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await signIn(staff, admin);
  await staff.waitForURL((url) => url.pathname === "/admin");
});
after(async () => browser?.close());

const row = (title: string) => staff.getByRole("row").filter({ hasText: title });

describe("blog: write, preview, schedule, publish", () => {
  let previewUrl: string;

  it("staff write a draft in the admin: slug from the title, tags, 15-row Markdown editor", async () => {
    await staff.getByRole("link", { name: "Blog" }).click();
    await staff.getByRole("heading", { level: 1, name: "Blog-Posts" }).waitFor();
    await staff.getByRole("button", { name: "Neuer Post" }).click();
    const form = staff.getByRole("dialog", { name: "Neuer Blog-Post" });
    await form.getByRole("textbox", { name: "Titel", exact: true }).fill(TITLE);
    assert.equal(await form.getByRole("textbox", { name: "Slug" }).getAttribute("placeholder"), SLUG);
    await form.getByRole("textbox", { name: "Auszug", exact: true }).fill("Wie Kennzahlen die Datenqualität sichtbar machen.");
    const editor = form.getByRole("textbox", { name: "Inhalt (Markdown)", exact: true });
    assert.equal(await editor.getAttribute("rows"), "15");
    await editor.fill(
      "## Warum messen?\n\nOhne Kennzahlen bleibt Qualität ein Gefühl.\nMit ihnen wird sie steuerbar.\n\n<script>window.__xss = 1</script>",
    );
    await form.getByLabel("Tags", { exact: true }).fill("Datenqualität, Kennzahlen, ");
    // the shared schema refuses an unusable image URL before anything is sent
    await form.getByLabel("Beitragsbild (URL)").fill("javascript:alert(1)");
    await staff.getByRole("button", { name: "Speichern" }).click();
    await form.getByText("Bitte eine gültige URL angeben").waitFor();
    await form.getByLabel("Beitragsbild (URL)").fill("");
    await staff.getByRole("button", { name: "Speichern" }).click();
    await form.waitFor({ state: "detached" });
    await row(TITLE).getByText("Entwurf", { exact: true }).waitFor();
    assert.ok(await row(TITLE).getByText("Erika Redaktion").isVisible());
    await assertAccessible(staff, "admin blog list");
  });

  it("the preview modal shows the rendered article with word and character counts", async () => {
    await staff.getByRole("button", { name: `Vorschau: ${TITLE}` }).click();
    const modal = staff.getByRole("dialog", { name: `Vorschau: ${TITLE}` });
    await modal.getByRole("heading", { name: "Warum messen?" }).waitFor();
    assert.equal(await modal.getByTestId("word-count").innerText(), "17");
    assert.ok(Number(await modal.getByTestId("char-count").innerText()) > 100);
    assert.equal(await modal.locator("script").count(), 0);
    await modal.getByRole("button", { name: "Preview-Link kopieren" }).click();
    await staff.getByText("Preview-Link kopiert (24 Stunden gültig)").waitFor();
    previewUrl = await staff.evaluate(() => navigator.clipboard.readText());
    assert.match(previewUrl, new RegExp(`^${BASE_URL}/blog/preview/[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    await modal.getByRole("button", { name: "Schließen" }).last().click();
    await staff.getByRole("button", { name: `Produktions-URL kopieren: ${TITLE}` }).click();
    await staff.getByText("Produktions-URL kopiert").waitFor();
    assert.equal(await staff.evaluate(() => navigator.clipboard.readText()), `${BASE_URL}/blog/${SLUG}`);
  });

  it("a signed-out browser sees the draft through the link, and nothing of it on /blog", async () => {
    const { page, context, problems } = await openPage(browser);
    const res = await page.goto(previewUrl, { waitUntil: "networkidle" });
    assert.equal(res?.status(), 200);
    assert.equal(res?.headers()["x-robots-tag"], "noindex, nofollow");
    assert.equal(res?.headers()["cache-control"], "no-store");
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    assert.ok(await page.getByText("Entwurf", { exact: true }).isVisible());
    assert.ok(await page.getByRole("heading", { name: "Warum messen?" }).isVisible());
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    // no public header or footer on the preview
    assert.equal(await page.locator("footer.site-footer, nav[aria-label='Hauptnavigation']").count(), 0);
    await goto(page, "/blog");
    assert.equal(await page.getByText(TITLE).count(), 0);
    assert.equal((await page.goto(`${BASE_URL}/blog/${SLUG}`))?.status(), 404);
    assert.deepEqual(
      problems.filter((p) => !p.includes("status of 404")),
      [],
    );
    // a tampered link is refused
    await page.goto(previewUrl.slice(0, -2) + (previewUrl.endsWith("AA") ? "BB" : "AA"));
    await page.getByRole("heading", { name: "Preview nicht verfügbar" }).waitFor();
    assert.ok(await page.getByText("Ungültiger Preview-Token").isVisible());
    await context.close();
  });

  it("staff schedule it; it stays hidden until the cron trigger runs after its time", async () => {
    await staff.getByRole("button", { name: `Bearbeiten: ${TITLE}` }).click();
    const form = staff.getByRole("dialog", { name: "Blog-Post bearbeiten" });
    // a fixed time years ahead: "in an hour" would be an hour the autumn change repeats, or after midnight
    await form.getByLabel("Geplante Veröffentlichung").fill("2099-06-01T10:00");
    assert.equal(await form.getByLabel("Status").inputValue(), "scheduled");
    await staff.getByRole("button", { name: "Speichern" }).click();
    await form.waitFor({ state: "detached" });
    await row(TITLE).getByText("Geplant", { exact: true }).waitFor();

    const request = staff.context().request;
    const cron = async () => (await request.get(`${BASE_URL}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*`)).status();
    const published = async () =>
      ((await (await request.get(`${BASE_URL}/api/blog`)).json()) as { slug: string }[]).some((p) => p.slug === SLUG);
    assert.equal(await cron(), 200);
    assert.equal(await published(), false);
    // time passes: the scheduled date is now behind us
    d1(`UPDATE blog_posts SET scheduled_publish_date = '${new Date(Date.now() - 60_000).toISOString()}' WHERE slug = '${SLUG}'`);
    assert.equal(await cron(), 200);
    assert.equal(await published(), true);
    await staff.reload();
    await row(TITLE).getByText("Veröffentlicht", { exact: true }).waitFor();
    // (the sign-in page's session check answers 401 before signing in)
    assert.deepEqual(
      staffProblems.filter((p) => !p.includes("401 (Unauthorized)")),
      [],
    );
  });

  it("visitors find it on /blog, open it, and feed readers get it", async () => {
    const { page, context, problems } = await openPage(browser);
    await goto(page, "/blog");
    await page.waitForFunction(() => !("$_TSR" in window));
    const card = page.locator("article.blog-card", { hasText: TITLE });
    await card.waitFor();
    assert.deepEqual(await card.locator(".blog-tag").allInnerTexts(), ["Datenqualität", "Kennzahlen"]);
    await card.getByRole("link", { name: `Weiterlesen: ${TITLE}` }).click();
    await page.waitForURL(`${BASE_URL}/blog/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    assert.ok(await page.getByText("Ohne Kennzahlen bleibt Qualität ein Gefühl.").isVisible());
    assert.equal(await page.locator(".blog-prose script").count(), 0);
    assert.match(await page.title(), new RegExp(`^${TITLE} \\| .+ Blog$`));
    assert.deepEqual(problems, []);
    const feed = await (await context.request.get(`${BASE_URL}/blog/rss.xml`)).text();
    assert.ok(feed.includes(`<title>${TITLE}</title>`));
    assert.ok(feed.includes(`/blog/${SLUG}</link>`));
    await context.close();
  });
});

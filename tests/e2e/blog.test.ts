/**
 * @file The blog's whole path in the browser: staff write a post, preview it through the link in a signed-out
 * browser, schedule it, the cron trigger publishes it once it is due, and visitors see it on /blog and in the feed.
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import type { Browser, BrowserContext } from "playwright-core";
import { BASE_URL, goto, launch, openPage } from "./browser.ts";

const EMAIL = "blog-e2e@example.com";
const PASSWORD = "blog-e2e-password-42";
const TITLE = "Datenqualität messbar machen";
const SLUG = "datenqualitaet-messbar-machen";

let browser: Browser;
let staff: BrowserContext;

function d1(sql: string) {
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", process.env.D1_PERSIST_DIR ?? ".wrangler/e2e-state", "--command", sql], { stdio: "ignore" });
}

before(async () => {
  execFileSync("node", ["scripts/admin.ts", "create", "--email", EMAIL, "--password", PASSWORD, "--role", "admin", "--name", "Erika Redaktion"], { stdio: "ignore" });
  browser = await launch();
  staff = (await openPage(browser)).context;
  const res = await staff.request.post(`${BASE_URL}/api/auth/login`, { data: { email: EMAIL, password: PASSWORD }, headers: { origin: BASE_URL } });
  assert.equal(res.status(), 200);
});
after(async () => browser?.close());

const adminApi = (method: "post" | "patch", path: string, data?: unknown) =>
  staff.request[method](`${BASE_URL}/api/admin/blog${path}`, { data, headers: { origin: BASE_URL, "content-type": "application/json" } });

describe("blog: write, preview, schedule, publish", () => {
  let postId: number;
  let previewUrl: string;

  it("staff write a draft and get a preview link", async () => {
    const res = await adminApi("post", "", {
      title: TITLE,
      excerpt: "Wie Kennzahlen die Datenqualität sichtbar machen.",
      content: "## Warum messen?\n\nOhne Kennzahlen bleibt Qualität ein Gefühl.\nMit ihnen wird sie steuerbar.\n\n<script>window.__xss = 1</script>",
      tags: ["Datenqualität", "Kennzahlen"],
    });
    assert.equal(res.status(), 201);
    postId = ((await res.json()) as { id: number }).id;
    const link = await adminApi("post", `/${postId}/preview-link`);
    assert.equal(link.status(), 201);
    previewUrl = ((await link.json()) as { url: string }).url;
  });

  it("a signed-out browser sees the draft through the preview link, and nothing of it on /blog", async () => {
    const { page, context, problems } = await openPage(browser);
    const res = await page.goto(previewUrl, { waitUntil: "networkidle" });
    assert.equal(res?.status(), 200);
    assert.equal(res?.headers()["x-robots-tag"], "noindex, nofollow");
    assert.ok(await page.getByRole("heading", { level: 1, name: TITLE }).isVisible());
    assert.ok(await page.getByText("Entwurf", { exact: true }).isVisible());
    assert.ok(await page.getByRole("heading", { name: "Warum messen?" }).isVisible());
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    await goto(page, "/blog");
    assert.equal(await page.getByText(TITLE).count(), 0);
    assert.equal((await page.goto(`${BASE_URL}/blog/${SLUG}`))?.status(), 404);
    assert.deepEqual(problems.filter((p) => !p.includes("404")), []);
    await context.close();
  });

  it("a forged link shows 'Preview nicht verfügbar'", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(previewUrl.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    assert.ok(await page.getByRole("heading", { name: "Preview nicht verfügbar" }).isVisible());
    assert.ok(await page.getByText("Ungültiger Preview-Token").isVisible());
    await context.close();
  });

  it("scheduled, the post appears only after the cron trigger runs past its time", async () => {
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await adminApi("patch", `/${postId}`, { content_status: "scheduled", scheduled_publish_date: future });
    assert.equal(res.status(), 200);
    assert.equal(((await res.json()) as { content_status: string }).content_status, "scheduled");
    // (Playwright's request client: node's fetch reuses a socket the cron endpoint has closed)
    const cron = async () => (await staff.request.get(`${BASE_URL}/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*`)).status();
    assert.equal(await cron(), 200);
    const list = async () => (await (await staff.request.get(`${BASE_URL}/api/blog`)).json()) as { slug: string }[];
    assert.ok(!(await list()).some((p) => p.slug === SLUG));
    // time passes: the scheduled date is now behind us
    d1(`UPDATE blog_posts SET scheduled_publish_date = '${new Date(Date.now() - 60_000).toISOString()}' WHERE id = ${postId}`);
    assert.equal(await cron(), 200);
    assert.ok((await list()).some((p) => p.slug === SLUG));
  });

  it("visitors find it on /blog, open it, and feed readers get it", async () => {
    const { page, context, problems } = await openPage(browser);
    await goto(page, "/blog");
    await page.waitForFunction(() => !("$_TSR" in window));
    const card = page.locator("article.blog-card", { hasText: TITLE });
    assert.ok(await card.isVisible());
    await card.getByRole("link", { name: `Weiterlesen: ${TITLE}` }).click();
    await page.waitForURL(`${BASE_URL}/blog/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    assert.ok(await page.getByText("Ohne Kennzahlen bleibt Qualität ein Gefühl.").isVisible());
    assert.equal(await page.locator(".blog-prose script").count(), 0);
    assert.deepEqual(problems, []);
    const feed = await (await context.request.get(`${BASE_URL}/blog/rss.xml`)).text();
    assert.ok(feed.includes(`<title>${TITLE}</title>`));
    assert.ok(feed.includes(`/blog/${SLUG}</link>`));
    await context.close();
  });
});

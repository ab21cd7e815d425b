import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_FREQUENT } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { publishDuePosts } from "../../worker/domain/blog/publish-due";
import worker from "../../worker/index";
import { asStaff, createStaff, request, seed, signIn } from "./helpers";

beforeAll(seed);

async function runCron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: CRON_FREQUENT, scheduledTime: at.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function insert(slug: string, status: string, date: string | null, published = 0) {
  await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, content_status, published, scheduled_publish_date) VALUES (?, ?, 'x', ?, ?, ?)",
  )
    .bind(slug, slug, status, published, date)
    .run();
}

const row = (slug: string) =>
  env.DB.prepare("SELECT published, content_status, published_at, updated_at FROM blog_posts WHERE slug = ?")
    .bind(slug)
    .first<{ published: number; content_status: string; published_at: string | null; updated_at: string }>();

describe("cron: publish scheduled blog posts", () => {
  it("publishes every due post in one run, and leaves drafts with past dates and future posts alone", async () => {
    const now = new Date("2040-06-01T12:00:00.000Z");
    for (let i = 0; i < 5; i++) await insert(`due-${i}`, "scheduled", `2040-06-01T11:5${i}:00.000Z`);
    await insert("draft-past", "draft", "2040-01-01T00:00:00.000Z");
    await insert("review-past", "review", "2040-01-01T00:00:00.000Z");
    await insert("future", "scheduled", "2040-06-01T12:00:00.001Z");
    const published = await publishDuePosts({ db: createDb(env.DB), now });
    expect(
      published
        .map((p) => p.slug)
        .filter((s) => s.startsWith("due-"))
        .sort(),
    ).toEqual(["due-0", "due-1", "due-2", "due-3", "due-4"]);
    expect(await row("due-3")).toMatchObject({ published: 1, content_status: "published", published_at: "2040-06-01T11:53:00.000Z" });
    expect(await row("draft-past")).toMatchObject({ published: 0, content_status: "draft" });
    expect(await row("review-past")).toMatchObject({ published: 0, content_status: "review" });
    expect(await row("future")).toMatchObject({ published: 0, content_status: "scheduled" });
  });

  it("publishes each post exactly once when several runs overlap", async () => {
    const slugs = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    for (const s of slugs) await insert(s, "scheduled", "2041-01-01T00:00:00.000Z");
    const db = createDb(env.DB);
    const now = new Date("2041-01-02T00:00:00.000Z");
    const runs = await Promise.all([
      publishDuePosts({ db, now }),
      publishDuePosts({ db, now }),
      publishDuePosts({ db, now }),
      publishDuePosts({ db, now }),
    ]);
    const all = runs
      .flat()
      .map((p) => p.slug)
      .filter((s) => s.startsWith("race-"));
    expect(all.sort()).toEqual(slugs.sort());
    // a later run finds nothing left to do and changes nothing
    const before = await row("race-0");
    expect(await publishDuePosts({ db, now: new Date("2041-01-03T00:00:00.000Z") })).toEqual([]);
    expect(await row("race-0")).toEqual(before);
  });

  it("runs through the scheduled handler: a post scheduled in the admin appears on /api/blog and in the feed after its time", async () => {
    const admin = await createStaff("admin");
    const cookie = await signIn(admin.email, admin.password);
    const when = new Date(Date.now() + 10 * 60_000);
    const res = await request("/api/admin/blog", {
      method: "POST",
      headers: asStaff(cookie),
      body: JSON.stringify({
        title: "Geplanter Beitrag",
        content: "Bald",
        excerpt: "Bald da",
        content_status: "scheduled",
        scheduled_publish_date: when.toISOString(),
      }),
    });
    expect(await res.json()).toMatchObject({ content_status: "scheduled", published: false });
    const visible = async () =>
      ((await (await request("/api/blog")).json()) as { slug: string }[]).some((p) => p.slug === "geplanter-beitrag");
    await runCron(new Date());
    expect(await visible()).toBe(false);
    await runCron(new Date(when.getTime() + 60_000));
    expect(await visible()).toBe(true);
    expect(await (await request("/blog/rss.xml")).text()).toContain("/blog/geplanter-beitrag</link>");
  });
});

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRON_FREQUENT } from "../../worker/cron";
import worker from "../../worker/index";

async function runCron(cron: string, at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function insertScheduled(slug: string, when: Date) {
  await env.DB.prepare(
    "INSERT INTO blog_posts (title, slug, content, content_status, published, scheduled_publish_date) VALUES (?, ?, 'x', 'scheduled', 0, ?)",
  )
    .bind(slug, slug, when.toISOString())
    .run();
}

const state = (slug: string) =>
  env.DB.prepare("SELECT published, content_status, published_at FROM blog_posts WHERE slug = ?")
    .bind(slug)
    .first<{ published: number; content_status: string; published_at: string | null }>();

describe("cron: publish scheduled posts", () => {
  it("publishes due posts only, keeping published and content_status consistent", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await insertScheduled("due", new Date("2030-01-01T11:59:00Z"));
    await insertScheduled("later", new Date("2030-01-01T12:30:00Z"));
    await runCron(CRON_FREQUENT, now);
    expect(await state("due")).toEqual({ published: 1, content_status: "published", published_at: "2030-01-01T11:59:00.000Z" });
    expect(await state("later")).toMatchObject({ published: 0, content_status: "scheduled" });
  });

  it("is idempotent: two concurrent runs publish each post once", async () => {
    await insertScheduled("race", new Date("2030-01-01T00:00:00Z"));
    const now = new Date("2030-01-02T00:00:00Z");
    await Promise.all([runCron(CRON_FREQUENT, now), runCron(CRON_FREQUENT, now)]);
    const { publishDuePosts } = await import("../../worker/cron/publish-scheduled");
    const { createDb } = await import("../../worker/db/client");
    expect(await publishDuePosts(createDb(env.DB), now)).toEqual([]);
    expect(await state("race")).toMatchObject({ published: 1, content_status: "published" });
  });
});

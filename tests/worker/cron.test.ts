import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRON_DAILY, CRON_FREQUENT } from "../../worker/cron";
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
    // each publication is in the audit log, by the scheduler
    const audit = await env.DB.prepare(
      "SELECT user_id, user_email, action, details FROM audit_log WHERE entity = 'blog_post' AND entity_id = (SELECT CAST(id AS TEXT) FROM blog_posts WHERE slug = 'due')",
    ).all();
    expect(audit.results).toEqual([
      {
        user_id: null,
        user_email: "cron:publish-scheduled",
        action: "publish",
        details: '{"slug":"due","scheduled_publish_date":"2030-01-01T11:59:00.000Z"}',
      },
    ]);
  });

  it("is idempotent: two concurrent runs publish each post once", async () => {
    await insertScheduled("race", new Date("2030-01-01T00:00:00Z"));
    const now = new Date("2030-01-02T00:00:00Z");
    await Promise.all([runCron(CRON_FREQUENT, now), runCron(CRON_FREQUENT, now)]);
    const audits = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'publish' AND entity_id = (SELECT CAST(id AS TEXT) FROM blog_posts WHERE slug = 'race')",
    ).first<{ n: number }>();
    expect(audits!.n).toBe(1);
    const { publishDuePosts } = await import("../../worker/domain/blog/publish-due");
    const { createDb } = await import("../../worker/db/client");
    expect(await publishDuePosts({ db: createDb(env.DB), now })).toEqual([]);
    expect(await state("race")).toMatchObject({ published: 1, content_status: "published" });
  });
});

describe("cron: daily retention", () => {
  const insertAudit = (at: string, action: string) =>
    env.DB.prepare("INSERT INTO audit_log (user_email, action, entity, created_at) VALUES ('retention@example.com', ?, 'test', ?)")
      .bind(action, at)
      .run();
  const insertErrorReport = (at: string, message: string) =>
    env.DB.prepare("INSERT INTO error_reports (source, message, created_at) VALUES ('client', ?, ?)").bind(message, at).run();
  const left = async (table: string, column: string) =>
    (await env.DB.prepare(`SELECT ${column} AS v FROM ${table} ORDER BY ${column}`).all<{ v: string }>()).results.map((r) => r.v);

  it("deletes error reports after 7 days and audit rows after one year, keeps the rest, and is idempotent", async () => {
    const now = new Date("2031-06-15T03:15:00Z");
    await insertErrorReport("2031-06-05T12:00:00.000Z", "ten days old");
    await insertErrorReport("2031-06-08T03:14:00.000Z", "seven days and a minute");
    await insertErrorReport("2031-06-08T03:16:00.000Z", "just under seven days");
    await insertErrorReport("2031-06-15T01:00:00.000Z", "today");
    await insertAudit("2030-06-01T00:00:00.000Z", "older than a year");
    await insertAudit("2030-06-20T00:00:00.000Z", "eleven months");
    await env.DB.prepare(
      "INSERT INTO login_attempts VALUES ('spent', 3, '2031-06-15T03:00:00.000Z'), ('running', 1, '2031-06-15T03:20:00.000Z')",
    ).run();
    await Promise.all([runCron(CRON_DAILY, now), runCron(CRON_DAILY, now)]);
    expect(await left("error_reports", "message")).toEqual(["just under seven days", "today"]);
    expect((await left("audit_log", "action")).filter((a) => a !== "publish")).toEqual(["eleven months"]);
    expect(await left("login_attempts", "email_key")).toEqual(["running"]);
  });

  it("deletes sessions that can no longer be used: expired, idle too long, or of an older epoch", async () => {
    const role = await env.DB.prepare("INSERT INTO roles (name) VALUES ('retention-role') RETURNING id").first<{ id: number }>();
    const user = await env.DB.prepare(
      "INSERT INTO admin_users (email, password_hash, role_id) VALUES ('sessions@example.com', 'x', ?) RETURNING id",
    )
      .bind(role!.id)
      .first<{ id: number }>();
    const now = new Date("2031-06-15T03:15:00Z");
    const add = (id: string, epoch: number, lastSeen: string, expires: string) =>
      env.DB.prepare("INSERT INTO admin_sessions (id, user_id, epoch, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)")
        .bind(id, user!.id, epoch, lastSeen, expires)
        .run();
    await add("live", 0, "2031-06-15T03:00:00.000Z", "2031-06-15T10:00:00.000Z");
    await add("expired", 0, "2031-06-15T03:00:00.000Z", "2031-06-15T03:10:00.000Z");
    await add("idle", 0, "2031-06-15T01:00:00.000Z", "2031-06-15T10:00:00.000Z");
    await add("old-epoch", 7, "2031-06-15T03:00:00.000Z", "2031-06-15T10:00:00.000Z");
    await runCron(CRON_DAILY, now);
    expect(await left("admin_sessions", "id")).toEqual(["live"]);
    await runCron(CRON_DAILY, now);
    expect(await left("error_reports", "message")).toEqual(["just under seven days", "today"]);
  });

  it("leaves blog publishing to the frequent trigger (the daily run publishes nothing)", async () => {
    await insertScheduled("daily-no-publish", new Date("2031-06-01T00:00:00Z"));
    await runCron(CRON_DAILY, new Date("2031-06-15T03:15:00Z"));
    expect(await state("daily-no-publish")).toMatchObject({ published: 0 });
  });
});

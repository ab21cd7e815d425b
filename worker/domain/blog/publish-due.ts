/**
 * @file Scheduled posts going live: every post scheduled for now or earlier is published and audited in one batch, with
 * its version bump and a "publish" revision (safe to run twice or concurrently: D1 runs a batch as one transaction, so
 * a second run finds nothing due).
 */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { auditLog, blogPosts } from "../../db/schema";
import type { Deps } from "../../env";
import { bulkRevisions, bulkVersionBump } from "../history/bulk";
import { POST_ENTITY } from "./save";

/** Who the audit log names for what the scheduler did. */
const CRON_ACTOR = "cron:publish-scheduled";

/** Publishes every scheduled post whose time has come, with one audit row each; returns their ids and slugs. */
export async function publishDuePosts({ db, now }: Pick<Deps, "db"> & { now: Date }) {
  const nowIso = now.toISOString();
  const due = and(
    eq(blogPosts.content_status, "scheduled"),
    eq(blogPosts.published, false),
    isNotNull(blogPosts.scheduled_publish_date),
    lte(blogPosts.scheduled_publish_date, nowIso),
  );
  // after the update: the posts this run published (they carry its time and have no publish revision of it yet)
  const justPublished = and(eq(blogPosts.content_status, "published"), eq(blogPosts.updated_at, nowIso));
  const [, , published] = await db.batch([
    bulkVersionBump({ db }, POST_ENTITY, blogPosts, due!, now),
    // first the audit rows of the posts about to be published, then the publication itself, in one transaction
    db.insert(auditLog).select(
      db
        // every column, in the table's order (drizzle's insert-select rule); the id comes from SQLite
        .select({
          id: sql<number>`NULL`.as("id"),
          user_id: sql<null>`NULL`.as("user_id"),
          user_email: sql<string>`${CRON_ACTOR}`.as("user_email"),
          action: sql<string>`'publish'`.as("action"),
          entity: sql<string>`'blog_post'`.as("entity"),
          entity_id: sql<string>`CAST(${blogPosts.id} AS TEXT)`.as("entity_id"),
          details: sql<string>`json_object('slug', ${blogPosts.slug}, 'scheduled_publish_date', ${blogPosts.scheduled_publish_date})`.as(
            "details",
          ),
          created_at: sql<string>`${nowIso}`.as("created_at"),
        })
        .from(blogPosts)
        .where(due),
    ),
    db
      .update(blogPosts)
      .set({
        published: true,
        content_status: "published",
        published_at: sql`coalesce(${blogPosts.published_at}, ${blogPosts.scheduled_publish_date})`,
        updated_at: nowIso,
      })
      .where(due)
      .returning({ id: blogPosts.id, slug: blogPosts.slug }),
    bulkRevisions(
      { db },
      { entity: POST_ENTITY, table: blogPosts, where: justPublished!, kind: "publish", changed: ["published", "content_status"], now },
    ),
  ]);
  return published;
}

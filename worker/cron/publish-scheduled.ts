/** @file Publishes scheduled blog posts whose time has come, in one statement (safe to run twice or concurrently). */
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { blogPosts } from "../db/schema";
import type { Db } from "../env";

export async function publishDuePosts(db: Db, now: Date) {
  const nowIso = now.toISOString();
  const published = await db
    .update(blogPosts)
    .set({
      published: true,
      content_status: "published",
      published_at: sql`coalesce(${blogPosts.published_at}, ${blogPosts.scheduled_publish_date})`,
      updated_at: nowIso,
    })
    .where(
      and(
        eq(blogPosts.content_status, "scheduled"),
        eq(blogPosts.published, false),
        isNotNull(blogPosts.scheduled_publish_date),
        lte(blogPosts.scheduled_publish_date, nowIso),
      ),
    )
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  if (published.length) console.log(JSON.stringify({ job: "publish-scheduled", published: published.map((p) => p.slug) }));
  return published;
}

/**
 * @file The publishing model: `published` and `content_status` always agree. Asking to publish with a future
 * `scheduled_publish_date` schedules the post instead (the cron publishes it when the time comes).
 */

import type { ContentStatus } from "../../../common/blog";
import type { BlogPostData } from "../../../common/schemas/blog";

export interface Publication {
  content_status: ContentStatus;
  published: boolean;
  published_at: string | null;
}

export function resolvePublication(data: BlogPostData, existing: { published_at: string | null } | null, now: Date): Publication {
  const wantsPublic = data.published || data.content_status === "published" || data.content_status === "scheduled";
  if (!wantsPublic) return { content_status: data.content_status, published: false, published_at: null };
  const date = data.scheduled_publish_date;
  if (date && date > now.toISOString()) return { content_status: "scheduled", published: false, published_at: null };
  // published now, or a scheduled date that has already passed (published at that date, as the cron would)
  return { content_status: "published", published: true, published_at: existing?.published_at ?? date ?? now.toISOString() };
}

/** Whether a write changes what visitors get to see, or when: that needs blog.publish. */
export function changesPublication(
  next: Publication & { scheduled_publish_date: string | null },
  previous: (Publication & { scheduled_publish_date: string | null }) | null,
): boolean {
  const visible = (p: Publication) => p.published || p.content_status === "scheduled";
  if (!previous) return visible(next);
  if (visible(next) !== visible(previous) || next.published !== previous.published) return true;
  return next.content_status === "scheduled" && next.scheduled_publish_date !== previous.scheduled_publish_date;
}

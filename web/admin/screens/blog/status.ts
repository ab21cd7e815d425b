/** @file How the blog screens show a post's status and its publication date, and which statuses a user may choose. */

import { CONTENT_STATUSES, type ContentStatus, displayStatus } from "../../../../common/blog";
import type { BlogPost } from "../../../../common/types";
import { formatDateTime } from "../../ui";

/** Published: when it went (or goes) live; scheduled: the planned time; otherwise '-'. */
export function publicationDate(post: BlogPost): string {
  const status = displayStatus(post);
  if (status === "published") return formatDateTime(post.published_at ?? post.scheduled_publish_date ?? post.updated_at);
  if (status === "scheduled") return formatDateTime(post.scheduled_publish_date);
  return "-";
}

const HIDDEN: ContentStatus[] = ["draft", "review", "archived"];

/**
 * The statuses the status dropdown offers. With blog.publish: all. Without it, nothing that changes what
 * visitors see (the server refuses that with 403): a published or scheduled post keeps its status, any other
 * post moves between draft, review (hand it to someone who may publish) and archived.
 */
export function statusChoices(stored: ContentStatus | null, canPublish: boolean): ContentStatus[] {
  if (canPublish) return [...CONTENT_STATUSES];
  if (stored === "published" || stored === "scheduled") return [stored];
  return HIDDEN;
}

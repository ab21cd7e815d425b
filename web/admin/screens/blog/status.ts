/** @file How the blog screens show a post's status and its publication date. */

import { type ContentStatus, displayStatus, formatDateTime } from "../../../../common/blog";
import type { BlogPost } from "../../../../common/types";
import type { Tone } from "../../ui";

export const STATUS_TONES: Record<ContentStatus, Tone> = {
  published: "success",
  scheduled: "info",
  review: "warning",
  draft: "neutral",
  archived: "neutral",
};

/** Published: when it went (or goes) live; scheduled: the planned time; otherwise '-'. */
export function publicationDate(post: BlogPost): string {
  const status = displayStatus(post);
  if (status === "published") return formatDateTime(post.published_at ?? post.scheduled_publish_date ?? post.updated_at);
  if (status === "scheduled") return formatDateTime(post.scheduled_publish_date);
  return "-";
}

/**
 * @file The publishing model: `published` and `content_status` always agree. Asking to publish with a future
 * `scheduled_publish_date` schedules the post instead (the cron publishes it when the time comes). A PATCH that names
 * one of the two gets the other to match (`published: false` takes a live post offline as a draft).
 */

import type { ContentStatus } from "../../../common/blog";
import type { BlogPostData } from "../../../common/schemas/blog";
import { fieldError } from "../../lib/errors";

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

/** The statuses of a post that is online or will be; the others are offline. */
const PUBLIC_STATUSES: readonly unknown[] = ["published", "scheduled"];

/**
 * The publication fields a PATCH body means, to merge over the stored post before the whole is validated: the stored
 * status no longer overrides what the body says (issue 44: `{"published": false}` left a published post online).
 * `published: false` alone takes a live post offline as a draft, as the editor's switch does (a scheduled one stays
 * scheduled: it is not online); a status alone that is not public takes it offline too. Both together must agree
 * (400 otherwise); whatever else the body holds is checked by the schema after merging.
 */
export function patchPublication(
  body: { published?: unknown; content_status?: unknown },
  stored: { published: boolean; content_status: ContentStatus },
): { published?: unknown; content_status?: unknown } {
  const { published, content_status } = body;
  const statusGiven = typeof content_status === "string";
  if (typeof published === "boolean" && statusGiven) {
    if (published === false && content_status === "published")
      throw fieldError("published", '"published": false und der Status "published" widersprechen sich.');
    if (published === true && !PUBLIC_STATUSES.includes(content_status))
      throw fieldError("published", `"published": true und der Status "${content_status}" widersprechen sich.`);
    return {};
  }
  if (published === false && stored.published) return { content_status: "draft" };
  if (statusGiven && !PUBLIC_STATUSES.includes(content_status) && published === undefined) return { published: false };
  return {};
}

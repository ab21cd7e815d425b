/**
 * @file The LinkedIn tracking link of a stored entry, built as the generator builds it: its blog post's address (the
 * published slug, else the one its title will get) with utm_source=linkedin, utm_medium=social, campaign = the
 * content category, content = slug and planned date.
 */

import { blogPostPath } from "../../../../common/blog";
import { type AiContent, linkedinTrackingUrl } from "../../../../common/schemas/ai-content";
import { postSlugFromTitle } from "../../../../common/slug";

export function entryTrackingUrl(origin: string, entry: Pick<AiContent, "title" | "blog_slug" | "category" | "planned_date">): string {
  const slug = entry.blog_slug || postSlugFromTitle(entry.title);
  const content = entry.planned_date ? `${slug}-${entry.planned_date}` : slug;
  return linkedinTrackingUrl(origin + blogPostPath(slug), entry.category, content);
}

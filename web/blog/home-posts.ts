/**
 * @file Which posts the home page shows. Kept apart from the components: the home loader runs in the main
 * bundle, and importing the card components here would put them on every page.
 */

import type { PublicBlogPostSummary } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { homepageCount } from "../../common/setting-defaults";

/** The posts for the home page: the newest `max_blog_posts_homepage` when `show_blog_on_homepage` is 'true', else none. */
export async function loadRecentPosts(
  data: { getBlogPosts(locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]> },
  settings: { show_blog_on_homepage: string; max_blog_posts_homepage: string },
  locale: Locale,
): Promise<PublicBlogPostSummary[]> {
  if (settings.show_blog_on_homepage !== "true") return [];
  return data.getBlogPosts(locale, homepageCount(settings.max_blog_posts_homepage));
}

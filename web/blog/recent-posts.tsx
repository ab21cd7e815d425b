/** @file Home page section with the newest posts, shown when the setting show_blog_on_homepage is 'true'. */
import { Link } from "@tanstack/react-router";
import type { Locale } from "../../common/locales";
import type { PublicBlogPostSummary } from "../../common/blog";
import { BlogCard } from "./blog-list";
import { blogText } from "./texts";

export function RecentPosts({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  if (!posts.length) return null;
  return (
    <section className="blog-recent" aria-labelledby="blog-recent-title">
      <div className="container">
        <h2 id="blog-recent-title">{blogText(locale, "home.title")}</h2>
        <div className="blog-grid">
          {posts.map((post, i) => (
            <BlogCard key={post.id} post={post} locale={locale} index={i} headingLevel={3} />
          ))}
        </div>
        <p className="blog-recent__all">
          <Link to={locale === "en" ? "/en/blog" : "/blog"}>{blogText(locale, "home.all")}</Link>
        </p>
      </div>
    </section>
  );
}

/** The posts for the home page: the newest `max_blog_posts_homepage` when `show_blog_on_homepage` is 'true', else none. */
export async function loadRecentPosts(
  data: { getBlogPosts(locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]> },
  settings: { show_blog_on_homepage?: string; max_blog_posts_homepage?: string },
  locale: Locale,
): Promise<PublicBlogPostSummary[]> {
  if (settings.show_blog_on_homepage !== "true") return [];
  const max = Number(settings.max_blog_posts_homepage);
  return data.getBlogPosts(locale, Number.isInteger(max) && max >= 1 && max <= 10 ? max : 3);
}

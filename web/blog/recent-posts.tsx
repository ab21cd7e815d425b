/** @file Home page section with the newest posts, shown when the setting show_blog_on_homepage is 'true'. */
import type { PublicBlogPostSummary } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { useT } from "../i18n/use-t";
import { BlogCard } from "./blog-card";

export function RecentPosts({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  const t = useT();
  if (!posts.length) return null;
  return (
    <section className="blog-recent" aria-labelledby="blog-recent-title">
      <div className="container">
        <h2 id="blog-recent-title">{t("blog.home.title")}</h2>
        <div className="blog-grid">
          {posts.map((post, i) => (
            <BlogCard key={post.id} post={post} locale={locale} index={i} headingLevel={3} />
          ))}
        </div>
        <p className="blog-recent__all">
          <a href={pathFor("blog", locale)}>{t("blog.home.all")}</a>
        </p>
      </div>
    </section>
  );
}

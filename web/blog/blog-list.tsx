/** @file The public blog list (/blog, /en/blog): a grid of post cards, its header, empty and error states. */
import type { PublicBlogPostSummary } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { useT } from "../i18n/use-t";
import { BlogCard } from "./blog-card";

function BlogList({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  const t = useT();
  if (!posts.length) return <p className="blog-empty">{t("blog.list.empty")}</p>;
  return (
    <div className="blog-grid">
      {posts.map((post, i) => (
        <BlogCard key={post.id} post={post} locale={locale} index={i} />
      ))}
    </div>
  );
}

/** The list page's title and subtitle: shown above the posts and above the error box alike. */
function BlogListHeader() {
  const t = useT();
  return (
    <header className="blog-page__header">
      <h1>{t("blog.list.title")}</h1>
      <p className="blog-page__subtitle">{t("blog.list.subtitle")}</p>
    </header>
  );
}

export function BlogListPage({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  const t = useT();
  return (
    <div className="blog-page">
      <div className="container">
        <BlogListHeader />
        <BlogList posts={posts} locale={locale} />
        <p className="blog-page__feed">
          <a href={`${locale === "en" ? "/en" : ""}/blog/rss.xml`} type="application/rss+xml">
            {t("blog.list.feed")}
          </a>
        </p>
      </div>
    </div>
  );
}

/** The list could not be loaded: the error box with a retry (reloads the page: web/islands/boot.ts). */
export function BlogListError() {
  const t = useT();
  return (
    <div className="blog-page">
      <div className="container">
        <BlogListHeader />
        <div className="blog-error" role="alert">
          <p>{t("blog.list.error")}</p>
          <button type="button" className="button button--secondary" data-reload>
            {t("blog.retry")}
          </button>
        </div>
      </div>
    </div>
  );
}

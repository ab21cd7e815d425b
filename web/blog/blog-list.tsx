/** @file The public blog list (/blog, /en/blog): cards with image, date, author, clamped title and excerpt, 3 tags. */
import { Link } from "@tanstack/react-router";
import type { Locale } from "../../common/locales";
import { blogPostPath, CARD_TAG_COUNT, formatLongDate, type PublicBlogPostSummary } from "../../common/blog";
import { blogText } from "./texts";
import { PostImage } from "./post-image";

export function BlogCard({ post, locale, index = 0, headingLevel = 2 }: { post: PublicBlogPostSummary; locale: Locale; index?: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const t = (key: Parameters<typeof blogText>[1], vars?: Record<string, string>) => blogText(locale, key, vars);
  return (
    <article className="blog-card" style={{ animationDelay: `${Math.min(index, 10) * 80}ms` }}>
      <PostImage className="blog-card__image" src={post.featured_image} alt="" />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
          {post.author ? <span className="blog-card__author">{post.author}</span> : null}
        </p>
        <Heading className="blog-card__title">
          <Link to={blogPostPath(post.slug, locale)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={t("post.tags")}>
            {post.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
              <li key={tag} className="blog-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <Link className="blog-card__more" to={blogPostPath(post.slug, locale)} aria-label={t("list.readMoreLabel", { title: post.title })}>
          {t("list.readMore")} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

export function BlogList({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  if (!posts.length) return <p className="blog-empty">{blogText(locale, "list.empty")}</p>;
  return (
    <div className="blog-grid">
      {posts.map((post, i) => (
        <BlogCard key={post.id} post={post} locale={locale} index={i} />
      ))}
    </div>
  );
}

export function BlogListPage({ posts, locale }: { posts: PublicBlogPostSummary[]; locale: Locale }) {
  return (
    <div className="blog-page">
      <div className="container">
        <header className="blog-page__header">
          <h1>{blogText(locale, "list.title")}</h1>
          <p className="blog-page__subtitle">{blogText(locale, "list.subtitle")}</p>
        </header>
        <BlogList posts={posts} locale={locale} />
        <p className="blog-page__feed">
          <a href={`${locale === "en" ? "/en" : ""}/blog/rss.xml`} type="application/rss+xml">
            {blogText(locale, "list.feed")}
          </a>
        </p>
      </div>
    </div>
  );
}

export function BlogListPending({ locale }: { locale: Locale }) {
  return (
    <div className="blog-page">
      <div className="container blog-status" role="status">
        <span className="blog-spinner" aria-hidden="true" />
        {blogText(locale, "list.loading")}
      </div>
    </div>
  );
}

export function BlogListError({ locale, onRetry }: { locale: Locale; onRetry?: () => void }) {
  return (
    <div className="blog-page">
      <div className="container">
        <div className="blog-error" role="alert">
          <p>{blogText(locale, "list.error")}</p>
          {onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {blogText(locale, "retry")}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** @file The public post page (/blog/{slug}, /en/blog/{slug}) and its not-found page. The HTML comes from the server's markdown renderer. */
import { Link } from "@tanstack/react-router";
import type { Locale } from "../../common/locales";
import { formatLongDate, type PublicBlogPost } from "../../common/blog";
import { blogText } from "./texts";
import { PostImage } from "./post-image";

const listPath = (locale: Locale) => (locale === "en" ? "/en/blog" : "/blog");

export function BlogPostPage({ post, locale }: { post: PublicBlogPost; locale: Locale }) {
  const back = (
    <Link className="blog-back" to={listPath(locale)}>
      <span aria-hidden="true">←</span> {blogText(locale, "post.back")}
    </Link>
  );
  return (
    <div className="blog-page">
      <article className="container blog-article">
        {back}
        <header className="blog-article__header">
          <h1>{post.title}</h1>
          <p className="blog-article__meta">
            <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
            {post.author ? <span className="blog-article__author">{blogText(locale, "post.by", { author: post.author })}</span> : null}
          </p>
        </header>
        <PostImage className="blog-article__image" src={post.featured_image} alt={post.title} priority />
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={blogText(locale, "post.tags")}>
            {post.tags.map((tag) => (
              <li key={tag} className="blog-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {/* safe HTML: rendered on the server without raw HTML and with unsafe URLs removed (worker/lib/markdown.ts) */}
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.content_html }} />
        <footer className="blog-article__footer">{back}</footer>
      </article>
    </div>
  );
}

export function BlogPostPending({ locale }: { locale: Locale }) {
  return (
    <div className="blog-page">
      <div className="container blog-status" role="status">
        <span className="blog-spinner" aria-hidden="true" />
        {blogText(locale, "post.loading")}
      </div>
    </div>
  );
}

export function BlogPostNotFound({ locale }: { locale: Locale }) {
  return (
    <div className="blog-page">
      <div className="container blog-not-found">
        <h1>{blogText(locale, "notFound.title")}</h1>
        <p>{blogText(locale, "notFound.text")}</p>
        <Link className="button button--primary" to={listPath(locale)}>
          {blogText(locale, "notFound.back")}
        </Link>
      </div>
    </div>
  );
}

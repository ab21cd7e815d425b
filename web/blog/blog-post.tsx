/** @file The public post page (/blog/{slug}, /en/blog/{slug}) and its not-found page. The HTML comes from the server's markdown renderer. */
import { formatLongDate, type PublicBlogPost } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { useT } from "../i18n/use-t";
import { PostImage } from "./post-image";

export function BlogPostPage({ post, locale }: { post: PublicBlogPost; locale: Locale }) {
  const t = useT();
  const back = (
    <a className="blog-back" href={pathFor("blog", locale)}>
      <span aria-hidden="true">←</span> {t("blog.post.back")}
    </a>
  );
  return (
    <div className="blog-page">
      <article className="container blog-article">
        {back}
        <header className="blog-article__header">
          <h1>{post.title}</h1>
          <p className="blog-article__meta">
            <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
            {post.author ? <span className="blog-article__author">{t("blog.post.by", { author: post.author })}</span> : null}
          </p>
        </header>
        <PostImage
          className="blog-article__image"
          src={post.featured_image}
          alt={post.featured_image_alt ?? ""}
          priority
          sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
        />
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={t("blog.post.tags")}>
            {post.tags.map((tag) => (
              <li key={tag} className="blog-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML, rendered on the server without raw HTML and with unsafe URLs removed (worker/lib/markdown.ts) */}
        <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.content_html }} />
        <footer className="blog-article__footer">{back}</footer>
      </article>
    </div>
  );
}

export function BlogPostNotFound({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <div className="blog-page">
      <div className="container blog-not-found">
        <h1>{t("blog.notFound.title")}</h1>
        <p>{t("blog.notFound.text")}</p>
        <a className="button button--primary" href={pathFor("blog", locale)}>
          {t("blog.notFound.back")}
        </a>
      </div>
    </div>
  );
}

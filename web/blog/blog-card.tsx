/** @file A blog post's card (image, date, author, clamped title and excerpt, 3 tags): the blog list and the home page's newest posts. */
import { blogPostPath, CARD_TAG_COUNT, formatLongDate, type PublicBlogPostSummary } from "../../common/blog";
import type { Locale } from "../../common/locales";
import { useT } from "../i18n/use-t";
import { PostImage } from "./post-image";

export function BlogCard({
  post,
  locale,
  index = 0,
  headingLevel = 2,
}: {
  post: PublicBlogPostSummary;
  locale: Locale;
  index?: number;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  // a post without an English version is listed on English pages in German, linking to the German page
  const foreign = post.language !== locale;
  const href = blogPostPath(post.slug, post.language);
  const lang = foreign ? post.language : undefined;
  return (
    <article className="blog-card" style={{ animationDelay: `${Math.min(index, 10) * 80}ms` }}>
      <PostImage className="blog-card__image" src={post.featured_image} alt="" />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
          {post.author ? <span className="blog-card__author">{post.author}</span> : null}
        </p>
        {foreign ? <p className="blog-card__language">{t("blog.list.inGerman")}</p> : null}
        <Heading className="blog-card__title" lang={lang}>
          <a href={href}>{post.title}</a>
        </Heading>
        <p className="blog-card__excerpt" lang={lang}>
          {post.excerpt}
        </p>
        {post.tags.length ? (
          <ul className="blog-tags" aria-label={t("blog.post.tags")}>
            {post.tags.slice(0, CARD_TAG_COUNT).map((tag) => (
              <li key={tag} className="blog-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <a className="blog-card__more" href={href} aria-label={t("blog.list.readMoreLabel", { title: post.title })}>
          {t("blog.list.readMore")} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}

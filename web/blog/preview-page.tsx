/** @file /blog/preview/{token}: a post in any status, without the public header and footer (admin spec, blog preview). */

import { CONTENT_STATUS_LABELS, displayStatus, formatDateTime, formatLongDate, type PreviewBlogPost, wordCount } from "../../common/blog";
import { COMPANY } from "../../common/site";
import type { BlogPreviewResult } from "../data/api";
import { PostImage } from "./post-image";
import { PREVIEW_TEXTS as T } from "./texts";

function PreviewHeader() {
  return (
    <header className="preview-header">
      <a className="blog-back" href="/admin/blog">
        <span aria-hidden="true">←</span> {T.back}
      </a>
      <span className="preview-badge">{T.badge}</span>
    </header>
  );
}

export function PreviewError({ title, message }: { title: string; message?: string }) {
  return (
    <div className="preview-page">
      <PreviewHeader />
      <main id="main" className="container blog-not-found" role="alert">
        <h1>{title}</h1>
        {message ? <p>{message}</p> : null}
      </main>
    </div>
  );
}

function PreviewArticle({ post }: { post: PreviewBlogPost }) {
  const status = displayStatus(post);
  return (
    <div className="preview-page">
      <PreviewHeader />
      <main id="main">
        <section className="preview-hero">
          <div className="container">
            <h1>{post.title}</h1>
            <p className="preview-hero__excerpt">{post.excerpt}</p>
          </div>
        </section>
        <article className="container blog-article">
          <p className="blog-article__meta">
            <span>{post.author || COMPANY.name}</span>
            <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
            <span className={`status-badge status-badge--${status}`}>{CONTENT_STATUS_LABELS[status]}</span>
          </p>
          {post.tags.length ? (
            <ul className="blog-tags" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="blog-tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <PostImage
            className="blog-article__image"
            src={post.featured_image}
            alt={post.title}
            priority
            sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
          />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML from the server's markdown renderer (worker/lib/markdown.ts) */}
          <div className="blog-prose" dangerouslySetInnerHTML={{ __html: post.content_html }} />
        </article>
      </main>
      <footer className="preview-footer container">
        <span>
          {wordCount(post.content)} {T.words}
        </span>
        <span>
          {post.content.length} {T.characters}
        </span>
        <span>
          {T.lastEdited}: {formatDateTime(post.updated_at)}
        </span>
        <p>{T.note}</p>
      </footer>
    </div>
  );
}

export function PreviewPage({ result }: { result: BlogPreviewResult }) {
  if (result.status === "ok") return <PreviewArticle post={result.post} />;
  if (result.status === "not_found") return <PreviewError title={T.notFound} />;
  return <PreviewError title={T.unavailable} message={result.message} />;
}

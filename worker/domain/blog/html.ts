/** @file A post made ready to show: its Markdown rendered to HTML beside the source (public API, server rendering, previews). */
import type { PreviewBlogPost, PublicBlogPost } from "../../../common/blog";
import { type LocalizedPost, localizePost } from "../../db/queries/blog";
import type { BlogPost } from "../../db/schema";
import { renderMarkdown } from "../../lib/markdown";

export function withContentHtml(post: LocalizedPost): PublicBlogPost {
  return { ...post, content_html: renderMarkdown(post.content) };
}

/** A post seen through a preview link: German, any status. */
export function toPreview(post: BlogPost): PreviewBlogPost {
  return { ...withContentHtml(localizePost(post, "de")), content_status: post.content_status, published: post.published };
}

/** @file A post made ready to show: its Markdown rendered to HTML beside the source (public API, server rendering, previews). */
import type { PreviewBlogPost, PublicBlogPost } from "../../../common/blog";
import { type LocalizedPost, localizePost } from "../../db/queries/blog";
import type { BlogPost } from "../../db/schema";
import { markdownRenderer } from "../../lib/markdown";

export async function withContentHtml(post: LocalizedPost): Promise<PublicBlogPost> {
  const render = await markdownRenderer();
  return { ...post, content_html: render(post.content) };
}

/** A post seen through a preview link: German, any status. */
export async function toPreview(post: BlogPost): Promise<PreviewBlogPost> {
  return { ...(await withContentHtml(localizePost(post, "de"))), content_status: post.content_status, published: post.published };
}

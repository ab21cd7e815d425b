/**
 * @file The public blog reads, composed once: the API (worker/routes/public/blog.ts) and server rendering
 * (worker/ssr-data.ts) both call these, so a post looks the same whichever way a page gets it.
 */
import type { PreviewBlogPost, PublicBlogPost, PublicBlogPostSummary } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import { getPublishedPost, listPublishedPosts } from "../../db/queries/blog";
import type { Deps } from "../../env";
import { toPreview, withContentHtml } from "./html";
import { PREVIEW_MESSAGES, type PreviewResolution, resolvePreviewToken } from "./preview";

/** Published posts in a language, newest first. */
export const publishedPosts = (deps: Pick<Deps, "db">, locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]> =>
  listPublishedPosts(deps.db, locale, limit);

/** One published post with its Markdown rendered to HTML, or null. */
export async function publishedPost(deps: Pick<Deps, "db">, slug: string, locale: Locale): Promise<PublicBlogPost | null> {
  const post = await getPublishedPost(deps.db, slug, locale);
  return post && (await withContentHtml(post));
}

export type PostPreview =
  | { status: "ok"; post: PreviewBlogPost }
  | { status: Exclude<PreviewResolution["status"], "ok">; message: (typeof PREVIEW_MESSAGES)[keyof typeof PREVIEW_MESSAGES] };

/** The post behind a preview token (any status, German), or why there is none. */
export async function postPreview(deps: Pick<Deps, "db" | "env">, token: string): Promise<PostPreview> {
  const result = await resolvePreviewToken(deps.env, deps.db, token);
  return result.status === "ok"
    ? { status: "ok", post: await toPreview(result.post) }
    : { status: result.status, message: PREVIEW_MESSAGES[result.status] };
}

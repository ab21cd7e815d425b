/**
 * @file The public blog reads, composed once: the API (worker/routes/public/blog.ts) and server rendering
 * (worker/ssr-data.ts) both call these, so a post looks the same whichever way a page gets it.
 */
import type { PreviewBlogPost, PublicBlogPost, PublicBlogPostSummary } from "../../../common/blog";
import type { Locale } from "../../../common/locales";
import { getPublishedPost, type LocalizedPost, listPublishedPosts } from "../../db/queries/blog";
import type { Deps } from "../../env";
import { libraryAlts } from "../media/alt-in-text";
import { toPreview, withContentHtml } from "./html";
import { PREVIEW_MESSAGES, type PreviewResolution, resolvePreviewToken } from "./preview";

/** Published posts in a language, newest first. */
export const publishedPosts = (deps: Pick<Deps, "db">, locale: Locale, limit?: number): Promise<PublicBlogPostSummary[]> =>
  listPublishedPosts(deps.db, locale, limit);

/**
 * The alt texts of the post's featured and share image from the media library, in the language the post is shown in
 * (issue 42: not the post's title); null for a picture from elsewhere.
 */
async function withImageAlts<P extends LocalizedPost>(deps: Pick<Deps, "db" | "env">, post: P): Promise<P> {
  const alts = await libraryAlts(deps, [post.featured_image, post.seo.image], post.language);
  const altOf = (url: string | null) => (url ? (alts.get(url) ?? null) : null);
  return { ...post, featured_image_alt: altOf(post.featured_image), seo: { ...post.seo, image_alt: altOf(post.seo.image) } };
}

/** One published post with its Markdown rendered to HTML and its pictures' alt texts, or null. */
export async function publishedPost(deps: Pick<Deps, "db" | "env">, slug: string, locale: Locale): Promise<PublicBlogPost | null> {
  const post = await getPublishedPost(deps.db, slug, locale);
  return post && (await withContentHtml(await withImageAlts(deps, post)));
}

export type PostPreview =
  | { status: "ok"; post: PreviewBlogPost }
  | { status: Exclude<PreviewResolution["status"], "ok">; message: (typeof PREVIEW_MESSAGES)[keyof typeof PREVIEW_MESSAGES] };

/** The post behind a preview token (any status, German), or why there is none. */
export async function postPreview(deps: Pick<Deps, "db" | "env">, token: string): Promise<PostPreview> {
  const result = await resolvePreviewToken(deps.env, deps.db, token);
  return result.status === "ok"
    ? { status: "ok", post: await withImageAlts(deps, await toPreview(result.post)) }
    : { status: result.status, message: PREVIEW_MESSAGES[result.status] };
}

/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */
import type { DataApi } from "../web/data/api";
import { getPublishedPost, listPublishedPosts } from "./db/queries/blog";
import { listUpcomingEvents } from "./db/queries/events";
import { getPageBySlug, listPublishedPages } from "./db/queries/pages";
import { listSettings } from "./db/queries/settings";
import { listActiveTeam } from "./db/queries/team";
import { siteMessages } from "./db/queries/translations";
import type { Bindings, Db } from "./env";
import { toPreview, withContentHtml } from "./lib/blog-html";
import { getRenderedPage } from "./lib/custom-page";
import { PREVIEW_MESSAGES, resolvePreviewToken } from "./lib/preview-token";
import { CONTENT_BUNDLES } from "./ssr-content";

/** A DataApi for one page render (created per request). */
export function serverDataApi(db: Db, env: Bindings): DataApi {
  // the root loader and the home loader both need the settings: read them once per render
  let settings: ReturnType<typeof listSettings> | undefined;
  return {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => (settings ??= listSettings(db)),
    // the built-in strings with the translations staff changed in the admin area over them
    getMessages: () => siteMessages(db),
    getContent: async (name) => CONTENT_BUNDLES[name],
    getPage: async (slug) => (await getPageBySlug(db, slug, { publishedOnly: true })) ?? null,
    getBlogPosts: (locale, limit) => listPublishedPosts(db, locale, limit),
    getBlogPost: async (slug, locale) => {
      const post = await getPublishedPost(db, slug, locale);
      return post && withContentHtml(post);
    },
    getBlogPreview: async (token) => {
      const result = await resolvePreviewToken(env, db, token);
      return result.status === "ok"
        ? { status: "ok", post: toPreview(result.post) }
        : { status: result.status, message: PREVIEW_MESSAGES[result.status] };
    },
    getEvents: (limit) => listUpcomingEvents(db, limit),
    getPublishedPages: () => listPublishedPages(db),
    getRenderedPage: (slug) => getRenderedPage(db, slug),
  };
}

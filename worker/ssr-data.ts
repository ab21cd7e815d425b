/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */
import type { DataApi } from "../web/data/api";
import { CONTENT_BUNDLES } from "./content-bundles";
import { getPublishedPost, listPublishedPosts, toPreview } from "./db/queries/blog";
import { listUpcomingEvents } from "./db/queries/events";
import { getPageBySlug, listPublishedPages } from "./db/queries/pages";
import { listSettings } from "./db/queries/settings";
import { listActiveTeam } from "./db/queries/team";
import { siteMessages } from "./db/queries/translations";
import type { Bindings, Db } from "./env";
import { getRenderedPage } from "./lib/custom-page";
import { resolvePreviewToken } from "./lib/preview-token";
import { PREVIEW_MESSAGES } from "./routes/public/blog";

export function serverDataApi(db: Db, env: Bindings): DataApi {
  return {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => listSettings(db),
    // the built-in strings with the translations staff changed in the admin area over them
    getMessages: () => siteMessages(db),
    getContent: async (name) => CONTENT_BUNDLES[name],
    getPage: async (slug) => (await getPageBySlug(db, slug, { publishedOnly: true })) ?? null,
    getBlogPosts: (locale, limit) => listPublishedPosts(db, locale, limit),
    getBlogPost: (slug, locale) => getPublishedPost(db, slug, locale),
    getBlogPreview: async (token) => {
      const result = token.length > 2000 ? ({ status: "invalid" } as const) : await resolvePreviewToken(env, db, token);
      return result.status === "ok"
        ? { status: "ok", post: toPreview(result.post) }
        : { status: result.status, message: PREVIEW_MESSAGES[result.status] };
    },
    getEvents: (limit) => listUpcomingEvents(db, limit),
    getPublishedPages: () => listPublishedPages(db),
    getRenderedPage: (slug) => getRenderedPage(db, slug),
  };
}

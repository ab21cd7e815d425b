/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */
import type { DataApi } from "../web/data/api";
import type { Bindings, Db } from "./env";
import { listActiveTeam } from "./db/queries/team";
import { listSettings } from "./db/queries/settings";
import { getPageBySlug } from "./db/queries/pages";
import { getPublishedPost, listPublishedPosts, toPreview } from "./db/queries/blog";
import { resolvePreviewToken } from "./lib/preview-token";
import { PREVIEW_MESSAGES } from "./routes/public/blog";
import { buildMessages } from "../web/i18n/messages";
import { CONTENT_BUNDLES } from "./content-bundles";

// built once per isolate; stored translations will be merged over these (see buildMessages)
const MESSAGES = { de: buildMessages("de"), en: buildMessages("en") };
export const builtInMessages = () => MESSAGES;

export function serverDataApi(db: Db, env: Bindings): DataApi {
  return {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => listSettings(db),
    getMessages: async () => builtInMessages(),
    getContent: async (name) => CONTENT_BUNDLES[name],
    getPage: async (slug) => (await getPageBySlug(db, slug, { publishedOnly: true })) ?? null,
    getBlogPosts: (locale, limit) => listPublishedPosts(db, locale, limit),
    getBlogPost: (slug, locale) => getPublishedPost(db, slug, locale),
    getBlogPreview: async (token) => {
      const result = token.length > 2000 ? ({ status: "invalid" } as const) : await resolvePreviewToken(env, db, token);
      return result.status === "ok" ? { status: "ok", post: toPreview(result.post) } : { status: result.status, message: PREVIEW_MESSAGES[result.status] };
    },
  };
}

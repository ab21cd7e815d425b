/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */
import type { DataApi } from "../web/data/api";
import type { Db } from "./env";
import { listActiveTeam } from "./db/queries/team";
import { listSettings } from "./db/queries/settings";
import { getPageBySlug } from "./db/queries/pages";
import { buildMessages } from "../web/i18n/messages";
import { CONTENT_BUNDLES } from "./content-bundles";

// built once per isolate; stored translations will be merged over these (see buildMessages)
const MESSAGES = { de: buildMessages("de"), en: buildMessages("en") };
export const builtInMessages = () => MESSAGES;

export function serverDataApi(db: Db): DataApi {
  return {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => listSettings(db),
    getMessages: async () => builtInMessages(),
    getContent: async (name) => CONTENT_BUNDLES[name],
    getPage: async (slug) => (await getPageBySlug(db, slug, { publishedOnly: true })) ?? null,
  };
}

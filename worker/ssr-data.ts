/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */
import type { DataApi } from "../web/data/api";
import type { Db } from "./env";
import { listActiveTeam } from "./db/queries/team";
import { listSettings } from "./db/queries/settings";
import { getPageBySlug, listPublishedPages } from "./db/queries/pages";
import { listUpcomingEvents } from "./db/queries/events";
import { translationMessages } from "./db/queries/translations";
import { getRenderedPage } from "./lib/custom-page";

export function serverDataApi(db: Db): DataApi {
  return {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => listSettings(db),
    getPage: async (slug) => (await getPageBySlug(db, slug, { publishedOnly: true })) ?? null,
    getEvents: (limit) => listUpcomingEvents(db, limit),
    getTranslations: (locale) => translationMessages(db, locale),
    getPublishedPages: () => listPublishedPages(db),
    getRenderedPage: (slug) => getRenderedPage(db, slug),
  };
}

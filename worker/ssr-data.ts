/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */

import type { Context } from "hono";
import type { Locale } from "../common/locales";
import { buildMessages } from "../common/messages";
import type { DataApi } from "../web/data/api";
import { getPublishedPost, listPublishedPosts } from "./db/queries/blog";
import { listUpcomingEvents } from "./db/queries/events";
import { getPageBySlug, listPublishedPages } from "./db/queries/pages";
import { listSettings } from "./db/queries/settings";
import { listActiveTeam } from "./db/queries/team";
import { siteMessages } from "./db/queries/translations";
import { toPreview, withContentHtml } from "./domain/blog/html";
import { PREVIEW_MESSAGES, resolvePreviewToken } from "./domain/blog/preview";
import { getRenderedPage } from "./domain/pages/rendered";
import type { AppEnv } from "./env";
import { recordWorkerError } from "./lib/error-reports";
import { contentIn } from "./ssr-content";

/**
 * A DataApi for one page render (created per request). A read that fails is recorded for Diagnostics (with the
 * request id) and then handled by its loader: the team and settings fall back to the built-in data there, and the
 * UI strings fall back here to the built-in catalogue, so that every public page still renders.
 */
export function serverDataApi(c: Context<AppEnv>): DataApi {
  const db = c.var.db;
  const env = c.env;
  // the root loader and the home loader both need the settings: read them once per render
  let settings: ReturnType<typeof listSettings> | undefined;
  const api: DataApi = {
    getTeam: (limit) => listActiveTeam(db, limit),
    getSettings: () => (settings ??= listSettings(db)),
    // the built-in strings with the translations staff changed in the admin area over them
    getMessages: async (locale) => (await siteMessages(db, [locale]))[locale],
    getContent: async (name, locale) => contentIn(name, locale),
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
  return recordingFailures(c, api);
}

const BUILT_IN_MESSAGES = { de: buildMessages("de"), en: buildMessages("en") };

/** Every method records its failure; the UI strings (needed by every page) fall back to the built-in catalogue. */
function recordingFailures(c: Context<AppEnv>, api: DataApi): DataApi {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, read] of Object.entries(api) as [keyof DataApi, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await read(...args);
      } catch (err) {
        recordWorkerError(c, err instanceof Error ? err : new Error(String(err)), `render read ${name}`);
        // a page built on fallbacks must not be kept in the edge cache
        c.set("degradedRender", true);
        if (name === "getMessages") return BUILT_IN_MESSAGES[args[0] as Locale];
        throw err;
      }
    };
  }
  return wrapped as unknown as DataApi;
}

/** @file DataApi on the server: the route loaders read D1 directly during rendering (no HTTP round trip). */

import type { Context } from "hono";
import type { Locale } from "../common/locales";
import { buildMessages } from "../common/messages";
import type { DataApi } from "../web/data/api";
import { postPreview, publishedPost, publishedPosts } from "./domain/blog/published";
import { upcomingEvents } from "./domain/events";
import { publishedPage, publishedPages, renderedPage } from "./domain/pages/published";
import { messagesIn } from "./domain/site/messages";
import { settingRows } from "./domain/site/settings";
import { activeTeam } from "./domain/team";
import type { AppEnv, Deps } from "./env";
import { depsOf } from "./http/deps";
import { recordWorkerError } from "./lib/error-reports";
import { contentIn } from "./ssr-content";

/**
 * A DataApi for one page render (created per request). A read that fails is recorded for Diagnostics (with the
 * request id) and then handled by its loader: the team and settings fall back to the built-in data there, and the
 * UI strings fall back here to the built-in catalogue, so that every public page still renders.
 */
export function serverDataApi(c: Context<AppEnv>): DataApi {
  return recordingFailures(c, dataApiOf(depsOf(c)));
}

/** Each method is the domain read the public API answers with (worker/routes/public/*), composed once per render. */
export function dataApiOf(deps: Deps): DataApi {
  // the root loader and the home loader both need the settings: read them once per render
  let settings: ReturnType<typeof settingRows> | undefined;
  return {
    getTeam: (limit) => activeTeam(deps, limit),
    getSettings: () => (settings ??= settingRows(deps)),
    getMessages: (locale) => messagesIn(deps, locale),
    getContent: async (name, locale) => contentIn(name, locale),
    getPage: (slug) => publishedPage(deps, slug),
    getBlogPosts: (locale, limit) => publishedPosts(deps, locale, limit),
    getBlogPost: (slug, locale) => publishedPost(deps, slug, locale),
    getBlogPreview: (token) => postPreview(deps, token),
    getEvents: (limit) => upcomingEvents(deps, limit),
    getPublishedPages: () => publishedPages(deps),
    getRenderedPage: (slug, locale) => renderedPage(deps, slug, locale),
  };
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

/**
 * @file DataApi over the JSON API, used by loaders in the browser. It calls the typed public client, loaded on first
 * use: the first page arrives rendered with its data, so the client is only needed for navigations in the browser
 * and stays off the public pages' initial JavaScript.
 */
import type { Locale } from "../../common/locales";
import type { ClientErrorCode } from "../api/errors";
import type { BlogPreviewResult, DataApi } from "./api";
import type { ContentBundles } from "./content";
import { isPageList, isPageWithSections, isPostList, isRenderedPage } from "./public-reads";

type Client = typeof import("../api/client");
const errors = () => import("../api/errors");

/** Runs a call of the public client, which is loaded on first use. */
const call = async <T>(make: (client: Client) => Promise<T>): Promise<T> => make(await import("../api/client"));

/** The answer, or null for a 404 `not_found`. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof (await errors()).ApiClientError && err.code === "not_found") return null;
    throw err;
  }
}

const optional = (n: number | undefined) => (n ? String(n) : undefined);

/** Why a preview link shows nothing, by the API's code. */
const PREVIEW_FAILURES: Partial<Record<ClientErrorCode, Exclude<BlogPreviewResult["status"], "ok">>> = {
  preview_invalid: "invalid",
  preview_expired: "expired",
  not_found: "not_found",
};

export const httpApi: DataApi = {
  getTeam: (limit) => call(({ publicApi, read }) => read(publicApi.team.$get({ query: { limit: optional(limit) } }))),
  getSettings: () => call(({ publicApi, read }) => read(publicApi.settings.$get())),
  getMessages: (locale) =>
    call(async ({ publicApi, read }) => {
      const answer = await read(publicApi.messages.$get({ query: { lang: locale } }));
      // with `lang` the API answers that language's catalogue; both languages come keyed by locale
      return "de" in answer ? answer[locale] : answer;
    }),
  // the one cast left: the bundles are web/'s own typed data (web/data/content.ts), which the worker hands back
  // unread and may not import (biome.json, import rule 1), so the API can only call them JSON
  getContent: <K extends keyof ContentBundles>(name: K, locale: Locale) =>
    call(
      async ({ publicApi, read }) =>
        (await read(publicApi.content[":name"].$get({ param: { name }, query: { lang: locale } }))) as ContentBundles[K],
    ),
  getPage: (slug) =>
    call(async ({ publicApi, read }) => {
      const answer = await orNull(read(publicApi.pages.$get({ query: { slug, with_sections: "true" } })));
      return answer && isPageWithSections(answer) ? answer : null;
    }),
  getEvents: (limit) => call(({ publicApi, read }) => read(publicApi.events.$get({ query: { limit: optional(limit) } }))),
  getPublishedPages: () =>
    call(async ({ publicApi, read }) => {
      const answer = await read(publicApi.pages.$get({ query: {} }));
      return isPageList(answer) ? answer : [];
    }),
  getRenderedPage: (slug, locale) =>
    call(async ({ publicApi, read }) => {
      const answer = await orNull(read(publicApi.pages.$get({ query: { slug, rendered: "true", locale } })));
      return answer && isRenderedPage(answer) ? answer : null;
    }),
  getBlogPosts: (locale, limit) =>
    call(async ({ publicApi, read }) => {
      const answer = await read(publicApi.blog.$get({ query: { lang: locale, limit: optional(limit) } }));
      return isPostList(answer) ? answer : [];
    }),
  getBlogPost: (slug, locale) =>
    call(async ({ publicApi, read }) => {
      const answer = await orNull(read(publicApi.blog.$get({ query: { slug, lang: locale } })));
      return answer && !isPostList(answer) ? answer : null;
    }),
  getBlogPreview: (token) =>
    call(async ({ publicApi, read }): Promise<BlogPreviewResult> => {
      try {
        return { status: "ok", post: await read(publicApi.blog.preview[":token"].$get({ param: { token: encodeURIComponent(token) } })) };
      } catch (err) {
        const status = err instanceof (await errors()).ApiClientError ? PREVIEW_FAILURES[err.code] : undefined;
        if (!status) throw err;
        return { status, message: (err as Error).message };
      }
    }),
};

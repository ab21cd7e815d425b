/**
 * @file DataApi over the JSON API, used by loaders in the browser. It calls the typed public client, loaded on first
 * use: the first page arrives rendered with its data, so the client is only needed for navigations in the browser
 * and stays off the public pages' initial JavaScript.
 */
import type { ClientErrorCode } from "../api/errors";
import type { BlogPreviewResult, DataApi } from "./api";
import type { ContentBundles } from "./content";

const client = () => import("../api/client");
const errors = () => import("../api/errors");

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
  getTeam: async (limit) => {
    const { publicApi, read } = await client();
    return read(publicApi.team.$get({ query: { limit: optional(limit) } }));
  },
  getSettings: async () => {
    const { publicApi, read } = await client();
    return read(publicApi.settings.$get());
  },
  getMessages: async () => {
    const { publicApi, read } = await client();
    return read(publicApi.messages.$get());
  },
  getContent: async <K extends keyof ContentBundles>(name: K) => {
    const { publicApi, read } = await client();
    return (await read(publicApi.content[":name"].$get({ param: { name } }))) as ContentBundles[K];
  },
  getPage: async (slug) => {
    const { publicApi, read } = await client();
    return orNull(read(publicApi.pages.$get({ query: { slug, with_sections: "true" } }))) as ReturnType<DataApi["getPage"]>;
  },
  getEvents: async (limit) => {
    const { publicApi, read } = await client();
    return read(publicApi.events.$get({ query: { limit: optional(limit) } }));
  },
  getPublishedPages: async () => {
    const { publicApi, read } = await client();
    return read(publicApi.pages.$get({ query: {} })) as ReturnType<DataApi["getPublishedPages"]>;
  },
  getRenderedPage: async (slug) => {
    const { publicApi, read } = await client();
    return orNull(read(publicApi.pages.$get({ query: { slug, rendered: "true" } }))) as ReturnType<DataApi["getRenderedPage"]>;
  },
  getBlogPosts: async (locale, limit) => {
    const { publicApi, read } = await client();
    return read(publicApi.blog.$get({ query: { lang: locale, limit: optional(limit) } })) as ReturnType<DataApi["getBlogPosts"]>;
  },
  getBlogPost: async (slug, locale) => {
    const { publicApi, read } = await client();
    return orNull(read(publicApi.blog.$get({ query: { slug, lang: locale } }))) as ReturnType<DataApi["getBlogPost"]>;
  },
  getBlogPreview: async (token): Promise<BlogPreviewResult> => {
    const { publicApi, read } = await client();
    try {
      return { status: "ok", post: await read(publicApi.blog.preview[":token"].$get({ param: { token: encodeURIComponent(token) } })) };
    } catch (err) {
      const status = err instanceof (await errors()).ApiClientError ? PREVIEW_FAILURES[err.code] : undefined;
      if (!status) throw err;
      return { status, message: (err as Error).message };
    }
  },
};

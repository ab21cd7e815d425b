/**
 * @file Query factories and calls of the content screens (team, events, pages, settings, translations, assets).
 * Lists are paged on the server: `readPage` returns the items with the total from `X-Total-Count`.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type Body, options, read, readPage } from "../../api/client";
import { ApiClientError } from "../../api/errors";

export type ListParams = Record<string, string | number | undefined>;

/** The params as query strings; empty ones are left out. */
const toQuery = (params: ListParams) =>
  Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]]))) as Record<
    string,
    string
  >;

const listQuery = <T>(resource: string, params: ListParams, fetchPage: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: ["admin", resource, "list", params],
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
  });

const pageList = (params: ListParams, signal?: AbortSignal) => readPage(adminApi.pages.$get({ query: toQuery(params) }, options(signal)));
export type PageListRow = Awaited<ReturnType<typeof pageList>>["items"][number];

export const teamListQuery = (params: ListParams) =>
  listQuery("team", params, (signal) => readPage(adminApi.team.$get({ query: toQuery(params) }, options(signal))));
export const eventListQuery = (params: ListParams) =>
  listQuery("events", params, (signal) => readPage(adminApi.events.$get({ query: toQuery(params) }, options(signal))));
export const pageListQuery = (params: ListParams) => listQuery("pages", params, (signal) => pageList(params, signal));
export const translationListQuery = (params: ListParams) =>
  listQuery("translations", params, (signal) => readPage(adminApi.translations.$get({ query: toQuery(params) }, options(signal))));
export const assetListQuery = (params: ListParams) =>
  listQuery("assets", params, (signal) => readPage(adminApi.assets.$get({ query: toQuery(params) }, options(signal))));

const onePage = (id: number, signal?: AbortSignal) => read(adminApi.pages[":id"].$get({ param: { id: String(id) } }, options(signal)));
export type PageRecord = Awaited<ReturnType<typeof onePage>>;

export const pageQuery = (id: number) =>
  queryOptions({ queryKey: ["admin", "pages", "one", id], queryFn: ({ signal }) => onePage(id, signal), staleTime: 0 });

export const settingsQuery = queryOptions({
  queryKey: ["admin", "settings"],
  queryFn: ({ signal }) => read(adminApi.settings.$get(undefined, options(signal))),
});
export type SettingRecord = Body<Awaited<ReturnType<typeof adminApi.settings.$get>>>[number];

export const translationCategoriesQuery = queryOptions({
  queryKey: ["admin", "translations", "categories"],
  queryFn: ({ signal }) => read(adminApi.translations.categories.$get(undefined, options(signal))),
});

type UploadResult = Body<Awaited<ReturnType<typeof adminApi.assets.$post>>>;

/** POST one or more files as multipart; a refused batch answers with its per-file errors instead of throwing. */
export async function uploadAssets(files: File[], fields: Record<string, string> = {}): Promise<UploadResult> {
  const form = new FormData();
  for (const f of files) form.append("file", f);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  try {
    return await read(adminApi.assets.$post(undefined, { init: { body: form } }));
  } catch (err) {
    const errors = err instanceof ApiClientError ? (err.details as { errors?: UploadResult["errors"] } | undefined)?.errors : undefined;
    if (errors?.length) return { uploaded: [], errors };
    throw err;
  }
}

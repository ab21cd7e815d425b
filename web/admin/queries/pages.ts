/** @file Pages (/api/admin/pages): keys, the paged list, one page with sections and translations, and the mutations. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type JsonOf, options, read, readPage } from "../../api/client";
import { ADMIN_KEY, ifMatch, type ListParams, reuseSlugQuery, toQuery, useInvalidatingMutation } from "./shared";

export const pageKeys = {
  all: [...ADMIN_KEY, "pages"] as const,
  list: (params: ListParams) => [...pageKeys.all, "list", params] as const,
  one: (id: number) => [...pageKeys.all, "one", id] as const,
};

const pageList = (params: ListParams, signal?: AbortSignal) => readPage(adminApi.pages.$get({ query: toQuery(params) }, options(signal)));
export type PageListRow = Awaited<ReturnType<typeof pageList>>["items"][number];

export const pageListQuery = (params: ListParams) =>
  queryOptions({ queryKey: pageKeys.list(params), queryFn: ({ signal }) => pageList(params, signal), placeholderData: keepPreviousData });

const onePage = (id: number, signal?: AbortSignal) => read(adminApi.pages[":id"].$get({ param: { id: String(id) } }, options(signal)));
export type PageRecord = Awaited<ReturnType<typeof onePage>>;

export const pageQuery = (id: number) =>
  queryOptions({ queryKey: pageKeys.one(id), queryFn: ({ signal }) => onePage(id, signal), staleTime: 0 });

export type PageBody = JsonOf<typeof adminApi.pages.$post>;

export const useCreatePage = () =>
  useInvalidatingMutation(
    ({ body, reuseSlug }: { body: PageBody; reuseSlug?: boolean }) =>
      read(adminApi.pages.$post({ json: body, ...reuseSlugQuery(reuseSlug) })),
    [pageKeys.all],
  );

export const useUpdatePage = () =>
  useInvalidatingMutation(
    ({ id, body, version, reuseSlug }: { id: number; body: PageBody; version: number; reuseSlug?: boolean }) =>
      read(
        adminApi.pages[":id"].$put({ param: { id: String(id) }, json: body, ...reuseSlugQuery(reuseSlug) }, { headers: ifMatch(version) }),
      ),
    [pageKeys.all],
  );

/** The status badge of the list: published <-> draft. */
export const useTogglePagePublished = () =>
  useInvalidatingMutation(
    (row: Pick<PageListRow, "id" | "published" | "version">) =>
      read(
        adminApi.pages[":id"].$patch(
          { param: { id: String(row.id) }, json: { published: !row.published } },
          { headers: ifMatch(row.version) },
        ),
      ),
    [pageKeys.all],
  );

export const useDeletePage = () =>
  useInvalidatingMutation((id: number) => read(adminApi.pages[":id"].$delete({ param: { id: String(id) } })), [pageKeys.all]);

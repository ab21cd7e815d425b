/** @file UI string overrides (/api/admin/translations): keys, the paged list, the categories and the inline save. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type JsonOf, options, read, readPage } from "../../api/client";
import { ADMIN_KEY, ifMatch, type ListParams, toQuery, useInvalidatingMutation } from "./shared";

export const translationKeys = {
  all: [...ADMIN_KEY, "translations"] as const,
  list: (params: ListParams) => [...translationKeys.all, "list", params] as const,
  categories: () => [...translationKeys.all, "categories"] as const,
};

export const translationListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: translationKeys.list(params),
    queryFn: ({ signal }) => readPage(adminApi.translations.$get({ query: toQuery(params) }, options(signal))),
    placeholderData: keepPreviousData,
  });

export const translationCategoriesQuery = queryOptions({
  queryKey: translationKeys.categories(),
  queryFn: ({ signal }) => read(adminApi.translations.categories.$get(undefined, options(signal))),
});

type TranslationPatch = JsonOf<(typeof adminApi.translations)[":id"]["$patch"]>;

export const useUpdateTranslation = () =>
  useInvalidatingMutation(
    ({ id, body, version }: { id: number; body: TranslationPatch; version: number }) =>
      read(adminApi.translations[":id"].$patch({ param: { id: String(id) }, json: body }, { headers: ifMatch(version) })),
    [translationKeys.all],
  );

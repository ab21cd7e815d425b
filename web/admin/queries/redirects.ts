/** @file Redirects and the 404 log (/api/admin/redirects): keys, the lists and the mutations. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, type Body, type JsonOf, options, read } from "../../api/client";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

const redirectKeys = {
  all: [...ADMIN_KEY, "redirects"] as const,
  list: () => [...redirectKeys.all, "list"] as const,
  notFound: () => [...redirectKeys.all, "not-found"] as const,
};

export type Redirect = Body<Awaited<ReturnType<typeof adminApi.redirects.$get>>>[number];
export type RedirectBody = JsonOf<typeof adminApi.redirects.$post>;

export const redirectListQuery = () =>
  queryOptions({ queryKey: redirectKeys.list(), queryFn: ({ signal }) => read(adminApi.redirects.$get({}, options(signal))) });

export const notFoundQuery = () =>
  queryOptions({
    queryKey: redirectKeys.notFound(),
    queryFn: ({ signal }) => read(adminApi.redirects["not-found"].$get({}, options(signal))),
  });

export const useSaveRedirect = () =>
  useInvalidatingMutation(
    ({ id, body }: { id?: number; body: RedirectBody }) =>
      id ? read(adminApi.redirects[":id"].$put({ param: { id: String(id) }, json: body })) : read(adminApi.redirects.$post({ json: body })),
    [redirectKeys.all],
  );

export const useDeleteRedirect = () =>
  useInvalidatingMutation((id: number) => read(adminApi.redirects[":id"].$delete({ param: { id: String(id) } })), [redirectKeys.all]);

/** @file Events (/api/admin/events): keys, the paged list and the mutations. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type JsonOf, options, read, readPage } from "../../api/client";
import { ADMIN_KEY, ifMatch, type ListParams, toQuery, useInvalidatingMutation } from "./shared";

export const eventKeys = {
  all: [...ADMIN_KEY, "events"] as const,
  list: (params: ListParams) => [...eventKeys.all, "list", params] as const,
};

export const eventListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => readPage(adminApi.events.$get({ query: toQuery(params) }, options(signal))),
    placeholderData: keepPreviousData,
  });

export type EventBody = JsonOf<typeof adminApi.events.$post>;

export const useCreateEvent = () =>
  useInvalidatingMutation((body: EventBody) => read(adminApi.events.$post({ json: body })), [eventKeys.all]);

export const useUpdateEvent = () =>
  useInvalidatingMutation(
    ({ id, body, version }: { id: number; body: EventBody; version: number }) =>
      read(adminApi.events[":id"].$put({ param: { id: String(id) }, json: body }, { headers: ifMatch(version) })),
    [eventKeys.all],
  );

export const useDeleteEvent = () =>
  useInvalidatingMutation((id: number) => read(adminApi.events[":id"].$delete({ param: { id: String(id) } })), [eventKeys.all]);

/** One record, for an address that opens its editor (`?edit=<id>`). */
export const loadEvent = (id: number) => read(adminApi.events[":id"].$get({ param: { id: String(id) } }));

/**
 * @file The staff inbox's calls on the typed admin client (contract: common/schemas/contact-messages.ts): a key
 * factory, queryOptions for the list, one message and the summary, and mutation hooks that own their invalidation.
 * Opening a message marks it read on the server, so `useContactMessage` refreshes the lists and the unread count.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ContactStatus } from "../../../common/schemas/contact-messages";
import { adminApi, options, read, readPage } from "../../api/client";

const inbox = adminApi["contact-messages"];

export interface InboxParams {
  status?: ContactStatus | "spam";
  q?: string;
  page: number;
  per_page: number;
}

const contactMessageKeys = {
  all: ["admin", "contact-messages"] as const,
  lists: () => [...contactMessageKeys.all, "list"] as const,
  list: (params: InboxParams) => [...contactMessageKeys.lists(), params] as const,
  detail: (id: number) => [...contactMessageKeys.all, "detail", id] as const,
  summary: () => [...contactMessageKeys.all, "summary"] as const,
};

const notDetail = (q: { queryKey: readonly unknown[] }) => q.queryKey[2] !== "detail";

const toQuery = ({ status, q, page, per_page }: InboxParams) => ({
  ...(status ? { status } : {}),
  ...(q ? { q } : {}),
  page: String(page),
  per_page: String(per_page),
});

export const contactMessageListQuery = (params: InboxParams) =>
  queryOptions({
    queryKey: contactMessageKeys.list(params),
    queryFn: ({ signal }) => readPage(inbox.$get({ query: toQuery(params) }, options(signal))),
    placeholderData: keepPreviousData,
  });

export const contactInboxSummaryQuery = queryOptions({
  queryKey: contactMessageKeys.summary(),
  queryFn: ({ signal }) => read(inbox.summary.$get(undefined, options(signal))),
  refetchInterval: 60_000,
});

const contactMessageQuery = (id: number) =>
  queryOptions({
    queryKey: contactMessageKeys.detail(id),
    queryFn: ({ signal }) => read(inbox[":id"].$get({ param: { id: String(id) } }, options(signal))),
    staleTime: 0,
  });

/** One message in full; fetching it marks it read, so lists and the unread count are refreshed. */
export function useContactMessage(id: number) {
  const query = useQuery(contactMessageQuery(id));
  const queryClient = useQueryClient();
  const loadedId = query.data?.id;
  useEffect(() => {
    if (loadedId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: contactMessageKeys.summary() });
  }, [loadedId, queryClient]);
  return query;
}

/** PATCH status (read / handled / unread) or the spam flag. */
export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; status?: ContactStatus; spam?: boolean }) =>
      read(inbox[":id"].$patch({ param: { id: String(id) }, json: patch })),
    onSuccess: (record) => {
      queryClient.setQueryData(contactMessageKeys.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: contactMessageKeys.all, predicate: notDetail });
    },
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => read(inbox[":id"].$delete({ param: { id: String(id) } })),
    // the open dialog still observes the deleted message: refreshing it would ask for a record that is gone (404)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all, predicate: notDetail }),
  });
}

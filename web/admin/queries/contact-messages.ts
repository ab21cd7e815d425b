/**
 * @file The staff inbox's calls (contract: common/schemas/contact-messages.ts): a key factory, queryOptions for the
 * list, one message and the summary, and mutation hooks that own their invalidation. Opening a message marks it
 * read on the server, so `useContactMessage` refreshes the lists and the unread count once it arrives.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ContactInboxSummary, ContactMessageRecord, ContactStatus } from "../../../common/schemas/contact-messages";
import { AdminApiError, adminFetch } from "../api";

const BASE = "/api/admin/contact-messages";

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

async function fetchPage(params: InboxParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  const url = `${BASE}?${search}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin", signal });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new AdminApiError(0, "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.");
  }
  // errors (and a lost session) take adminFetch's one error path
  if (!res.ok) return (await adminFetch(url, { signal })) as never;
  const items = (await res.json()) as ContactMessageRecord[];
  return { items, total: Number(res.headers.get("x-total-count") ?? items.length) };
}

export const contactMessageListQuery = (params: InboxParams) =>
  queryOptions({
    queryKey: contactMessageKeys.list(params),
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const contactInboxSummaryQuery = queryOptions({
  queryKey: contactMessageKeys.summary(),
  queryFn: ({ signal }) => adminFetch<ContactInboxSummary>(`${BASE}/summary`, { signal }),
  refetchInterval: 60_000,
});

const contactMessageQuery = (id: number) =>
  queryOptions({
    queryKey: contactMessageKeys.detail(id),
    queryFn: ({ signal }) => adminFetch<ContactMessageRecord>(`${BASE}/${id}`, { signal }),
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
      adminFetch<ContactMessageRecord>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: (record) => {
      queryClient.setQueryData(contactMessageKeys.detail(record.id), record);
      return queryClient.invalidateQueries({ queryKey: contactMessageKeys.all, predicate: (q) => q.queryKey[2] !== "detail" });
    },
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminFetch(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contactMessageKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contactMessageKeys.all });
    },
  });
}

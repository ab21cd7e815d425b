/**
 * @file Revisions of a versioned resource (/api/admin/{resource}/:id/revisions): the list, one snapshot and the
 * restore (with If-Match). Every resource mounts the same routes, so one typed client serves them all.
 */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, type Body, options, read } from "../../api/client";
import { ADMIN_KEY, ifMatch, useInvalidatingMutation } from "./shared";

/** The admin API paths of the resources with revisions (settings: record id "site"). */
export type HistoryResource = "blog" | "pages" | "team" | "events" | "settings" | "translations" | "ai-content";

type RevisionClient = (typeof adminApi.blog)[":id"]["revisions"];
const revisionsOf = (resource: HistoryResource) => (adminApi[resource] as unknown as typeof adminApi.blog)[":id"].revisions;

export type RevisionRow = Body<Awaited<ReturnType<RevisionClient["$get"]>>>[number];

const historyKeys = {
  all: [...ADMIN_KEY, "history"] as const,
  list: (resource: HistoryResource, id: string) => [...historyKeys.all, resource, id] as const,
  one: (resource: HistoryResource, id: string, rid: number) => [...historyKeys.list(resource, id), rid] as const,
};

export const revisionListQuery = (resource: HistoryResource, id: string) =>
  queryOptions({
    queryKey: historyKeys.list(resource, id),
    queryFn: ({ signal }) => read(revisionsOf(resource).$get({ param: { id } }, options(signal))),
  });

export const revisionQuery = (resource: HistoryResource, id: string, rid: number) =>
  queryOptions({
    queryKey: historyKeys.one(resource, id, rid),
    queryFn: ({ signal }) => read(revisionsOf(resource)[":rid"].$get({ param: { id, rid: String(rid) } }, options(signal))),
    staleTime: Number.POSITIVE_INFINITY, // a revision never changes
  });

/**
 * Restoring changes the record, its lists and its history: every admin query refetches. It names the version the
 * record was at when the revision was chosen (If-Match, required: 428 without, 409 edit_conflict when stale).
 */
export const useRestoreRevision = (resource: HistoryResource, id: string) =>
  useInvalidatingMutation(
    ({ rid, version }: { rid: number; version: number }) =>
      read(revisionsOf(resource)[":rid"].restore.$post({ param: { id, rid: String(rid) } }, { headers: ifMatch(version) })),
    [ADMIN_KEY],
  );

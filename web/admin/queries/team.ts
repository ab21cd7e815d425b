/** @file Team members (/api/admin/team): keys, the paged list and the mutations. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type JsonOf, options, read, readPage } from "../../api/client";
import { ADMIN_KEY, ifMatch, type ListParams, toQuery, useInvalidatingMutation } from "./shared";

export const teamKeys = {
  all: [...ADMIN_KEY, "team"] as const,
  list: (params: ListParams) => [...teamKeys.all, "list", params] as const,
};

export const teamListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: teamKeys.list(params),
    queryFn: ({ signal }) => readPage(adminApi.team.$get({ query: toQuery(params) }, options(signal))),
    placeholderData: keepPreviousData,
  });

export type TeamMemberBody = JsonOf<typeof adminApi.team.$post>;

export const useCreateTeamMember = () =>
  useInvalidatingMutation((body: TeamMemberBody) => read(adminApi.team.$post({ json: body })), [teamKeys.all]);

export const useUpdateTeamMember = () =>
  useInvalidatingMutation(
    ({ id, body, version }: { id: number; body: TeamMemberBody; version: number }) =>
      read(adminApi.team[":id"].$put({ param: { id: String(id) }, json: body }, { headers: ifMatch(version) })),
    [teamKeys.all],
  );

export const useDeleteTeamMember = () =>
  useInvalidatingMutation((id: number) => read(adminApi.team[":id"].$delete({ param: { id: String(id) } })), [teamKeys.all]);

/** One record, for an address that opens its editor (`?edit=<id>`). */
export const loadTeamMember = (id: number) => read(adminApi.team[":id"].$get({ param: { id: String(id) } }));

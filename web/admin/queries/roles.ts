/** @file Roles and the permission catalogue (/api/admin/roles, /api/admin/permissions): keys, queries, mutations. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, type JsonOf, options, read } from "../../api/client";
import { ADMIN_KEY, ifMatch, useInvalidatingMutation } from "./shared";

export const roleKeys = {
  all: [...ADMIN_KEY, "roles"] as const,
  permissions: () => [...ADMIN_KEY, "permissions"] as const,
};

export const rolesQuery = queryOptions({
  queryKey: roleKeys.all,
  queryFn: ({ signal }) => read(adminApi.roles.$get(undefined, options(signal))),
});

export const permissionsQuery = queryOptions({
  queryKey: roleKeys.permissions(),
  queryFn: ({ signal }) => read(adminApi.permissions.$get(undefined, options(signal))),
  staleTime: Infinity,
});

type RoleBody = JsonOf<typeof adminApi.roles.$post>;
const byId = (id: number) => ({ param: { id: String(id) } });

// a role change moves users (role names, role options, the own session's permissions): everything admin refreshes
const EVERYTHING = [ADMIN_KEY];

export const useCreateRole = () => useInvalidatingMutation((body: RoleBody) => read(adminApi.roles.$post({ json: body })), EVERYTHING);

export const useUpdateRole = () =>
  useInvalidatingMutation(
    ({ id, body, version }: { id: number; body: RoleBody; version: number }) =>
      read(adminApi.roles[":id{[0-9]+}"].$put({ ...byId(id), json: body }, { headers: ifMatch(version) })),
    EVERYTHING,
  );

export const useDeleteRole = () =>
  useInvalidatingMutation((id: number) => read(adminApi.roles[":id{[0-9]+}"].$delete(byId(id))), EVERYTHING);

/** @file Query factories of the staff screens: dashboard, diagnostics, audit log, users, roles, permissions. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, options, read } from "../../api/client";

export const dashboardQuery = queryOptions({
  queryKey: ["admin", "dashboard"],
  queryFn: ({ signal }) => read(adminApi.dashboard.$get(undefined, options(signal))),
});

export const diagnosticsQuery = queryOptions({
  queryKey: ["admin", "diagnostics"],
  queryFn: ({ signal }) => read(adminApi.diagnostics.$get(undefined, options(signal))),
  staleTime: 0,
  retry: false,
});

export const AUDIT_PAGE_SIZE = 50;
export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) =>
      read(adminApi.audit.$get({ query: { page: String(page), per_page: String(AUDIT_PAGE_SIZE) } }, options(signal))),
  });

export const usersQuery = queryOptions({
  queryKey: ["admin", "users"],
  queryFn: ({ signal }) => read(adminApi.users.$get(undefined, options(signal))),
});

export const roleOptionsQuery = queryOptions({
  queryKey: ["admin", "users", "role-options"],
  queryFn: ({ signal }) => read(adminApi.users["role-options"].$get(undefined, options(signal))),
});

export const rolesQuery = queryOptions({
  queryKey: ["admin", "roles"],
  queryFn: ({ signal }) => read(adminApi.roles.$get(undefined, options(signal))),
});

export const permissionsQuery = queryOptions({
  queryKey: ["admin", "permissions"],
  queryFn: ({ signal }) => read(adminApi.permissions.$get(undefined, options(signal))),
  staleTime: Infinity,
});

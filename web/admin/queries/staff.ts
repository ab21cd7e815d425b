/** @file Query factories of the staff screens: dashboard, diagnostics, audit log, users, roles, permissions. */
import { queryOptions } from "@tanstack/react-query";
import type { AuditPage, DashboardResponse, DiagnosticsResponse } from "../../../common/schemas/admin";
import type { PermissionGroup, RoleRecord } from "../../../common/schemas/roles";
import type { AdminUserRecord, RoleOption } from "../../../common/schemas/users";
import { adminFetch } from "../api";

export const dashboardQuery = queryOptions({
  queryKey: ["admin", "dashboard"],
  queryFn: ({ signal }) => adminFetch<DashboardResponse>("/api/admin/dashboard", { signal }),
});

export const diagnosticsQuery = queryOptions({
  queryKey: ["admin", "diagnostics"],
  queryFn: ({ signal }) => adminFetch<DiagnosticsResponse>("/api/admin/diagnostics", { signal }),
  staleTime: 0,
  retry: false,
});

export const AUDIT_PAGE_SIZE = 50;
export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) => adminFetch<AuditPage>(`/api/admin/audit?page=${page}&per_page=${AUDIT_PAGE_SIZE}`, { signal }),
  });

export const usersQuery = queryOptions({
  queryKey: ["admin", "users"],
  queryFn: ({ signal }) => adminFetch<AdminUserRecord[]>("/api/admin/users", { signal }),
});

export const roleOptionsQuery = queryOptions({
  queryKey: ["admin", "users", "role-options"],
  queryFn: ({ signal }) => adminFetch<RoleOption[]>("/api/admin/users/role-options", { signal }),
});

export const rolesQuery = queryOptions({
  queryKey: ["admin", "roles"],
  queryFn: ({ signal }) => adminFetch<RoleRecord[]>("/api/admin/roles", { signal }),
});

export const permissionsQuery = queryOptions({
  queryKey: ["admin", "permissions"],
  queryFn: ({ signal }) => adminFetch<PermissionGroup[]>("/api/admin/permissions", { signal }),
  staleTime: Infinity,
});

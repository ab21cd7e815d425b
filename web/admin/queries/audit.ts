/** @file The audit log (/api/admin/audit): keys and one page of 50 entries, newest first. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, options, read } from "../../api/client";
import { ADMIN_KEY } from "./shared";

export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: [...ADMIN_KEY, "audit"] as const,
  page: (page: number) => [...auditKeys.all, page] as const,
};

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: auditKeys.page(page),
    queryFn: ({ signal }) =>
      read(adminApi.audit.$get({ query: { page: String(page), per_page: String(AUDIT_PAGE_SIZE) } }, options(signal))),
    placeholderData: keepPreviousData,
  });

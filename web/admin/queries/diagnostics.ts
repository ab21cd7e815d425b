/** @file The system diagnosis (/api/admin/diagnostics): run on every visit and by 'Erneut testen', never retried. */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, options, read } from "../../api/client";
import { ADMIN_KEY } from "./shared";

export const diagnosticsKeys = { all: [...ADMIN_KEY, "diagnostics"] as const };

export const diagnosticsQuery = queryOptions({
  queryKey: diagnosticsKeys.all,
  queryFn: ({ signal }) => read(adminApi.diagnostics.$get(undefined, options(signal))),
  staleTime: 0,
  retry: false,
});

/** @file The dashboard's figures (/api/admin/dashboard). */
import { queryOptions } from "@tanstack/react-query";
import { adminApi, options, read } from "../../api/client";
import { ADMIN_KEY } from "./shared";

export const dashboardKeys = { all: [...ADMIN_KEY, "dashboard"] as const };

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: ({ signal }) => read(adminApi.dashboard.$get(undefined, options(signal))),
});

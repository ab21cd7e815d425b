/**
 * @file The one way the analytics screen reaches the API (the typed admin client): key factory, queryOptions and
 * the CSV address.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "../../../common/schemas/analytics";
import { adminApi, options, read } from "../../api/client";

export const analyticsKeys = {
  all: ["admin", "analytics"] as const,
  report: (days: AnalyticsPeriod) => [...analyticsKeys.all, "report", days] as const,
};

export const analyticsReportQuery = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.report(days),
    queryFn: ({ signal }) => read(adminApi.analytics.$get({ query: { days: String(days) } }, options(signal))),
    retry: false,
  });

export const analyticsCsvUrl = (days: AnalyticsPeriod) => `/api/admin/analytics/export.csv?days=${days}`;

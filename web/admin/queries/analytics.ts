/**
 * @file The one way the analytics screen reaches the API: key factory, queryOptions and the CSV address.
 * Switching to the typed client changes this file only.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AnalyticsPeriod, AnalyticsReport } from "../../../common/schemas/analytics";
import { adminFetch } from "../api";

export const analyticsKeys = {
  all: ["admin", "analytics"] as const,
  report: (days: AnalyticsPeriod) => [...analyticsKeys.all, "report", days] as const,
};

export const analyticsReportQuery = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.report(days),
    queryFn: ({ signal }) => adminFetch<AnalyticsReport>(`/api/admin/analytics?days=${days}`, { signal }),
    retry: false,
  });

export const analyticsCsvUrl = (days: AnalyticsPeriod) => `/api/admin/analytics/export.csv?days=${days}`;

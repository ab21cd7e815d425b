/** @file Service: data analytics (PAGE_PATHS.dataAnalytics, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { DataAnalyticsPage } from "../../../../pages/services/data-analytics-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/data-analytics")({
  head: serviceHead("dataAnalytics"),
  component: DataAnalyticsPage,
});

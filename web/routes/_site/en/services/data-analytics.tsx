/** @file Service: data analytics (English). */
import { createFileRoute } from "@tanstack/react-router";
import { DataAnalyticsPage } from "../../../../pages/services/data-analytics-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/data-analytics")({
  head: serviceHead("dataAnalytics", "en"),
  component: DataAnalyticsPage,
});

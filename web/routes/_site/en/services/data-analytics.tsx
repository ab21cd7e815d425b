/** @file Service: data analytics (English). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../../seo/head";
import { DataAnalyticsPage } from "../../../../pages/services/data-analytics-page";

export const Route = createFileRoute("/_site/en/services/data-analytics")({
  head: serviceHead("dataAnalytics", "en"),
  component: DataAnalyticsPage,
});

/** @file Service: data analytics (German). */
import { createFileRoute } from "@tanstack/react-router";
import { DataAnalyticsPage } from "../../../pages/services/data-analytics-page";
import { serviceHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/data-analytics")({
  head: serviceHead("dataAnalytics", "de"),
  component: DataAnalyticsPage,
});

/** @file Service: data analytics (German). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../seo/head";
import { DataAnalyticsPage } from "../../../pages/services/data-analytics-page";

export const Route = createFileRoute("/_site/leistungen/data-analytics")({
  head: serviceHead("dataAnalytics", "de"),
  component: DataAnalyticsPage,
});

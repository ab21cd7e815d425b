/** @file /admin/analytics (analytics.view). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { AnalyticsScreen } from "../../../admin/screens/analytics/analytics-screen";

export const Route = createFileRoute("/admin/_authed/analytics")({
  beforeLoad: ({ context }) => requirePermission(context.user, "analytics.view"),
  head: () => ({ meta: [{ title: "Analytics – Admin" }] }),
  component: AnalyticsScreen,
});

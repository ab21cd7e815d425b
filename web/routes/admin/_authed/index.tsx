/** @file /admin: the dashboard (every signed-in staff member); shows the denial notice after a guard redirect. */
import { createFileRoute } from "@tanstack/react-router";
import { dashboardSearch } from "../../../admin/guard";
import { DashboardScreen } from "../../../admin/screens/dashboard";

export const Route = createFileRoute("/admin/_authed/")({
  validateSearch: dashboardSearch,
  head: () => ({ meta: [{ title: "Dashboard – Admin" }] }),
  component: DashboardScreen,
});

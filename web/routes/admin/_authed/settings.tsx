/** @file /admin/settings: Website-Einstellungen (needs settings.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { SettingsScreen } from "../../../admin/screens/settings";

export const Route = createFileRoute("/admin/_authed/settings")({
  beforeLoad: ({ context }) => requirePermission(context.user, "settings.view"),
  head: () => ({ meta: [{ title: "Website-Einstellungen – Admin" }] }),
  component: SettingsScreen,
});

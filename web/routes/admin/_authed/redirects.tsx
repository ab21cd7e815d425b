/** @file /admin/redirects (redirects.manage). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { RedirectsScreen } from "../../../admin/screens/redirects";

export const Route = createFileRoute("/admin/_authed/redirects")({
  beforeLoad: ({ context }) => requirePermission(context.user, "redirects.manage"),
  head: () => ({ meta: [{ title: "Weiterleitungen – Admin" }] }),
  component: RedirectsScreen,
});

/** @file /admin/pages: Seiten (needs pages.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { PagesScreen } from "../../../admin/screens/pages";

export const Route = createFileRoute("/admin/_authed/pages")({
  beforeLoad: ({ context }) => requirePermission(context.user, "pages.view"),
  head: () => ({ meta: [{ title: "Seiten – Admin" }] }),
  component: PagesScreen,
});

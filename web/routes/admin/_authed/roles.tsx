/** @file /admin/roles (roles.view). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { RolesScreen } from "../../../admin/screens/roles";

export const Route = createFileRoute("/admin/_authed/roles")({
  beforeLoad: ({ context }) => requirePermission(context.user, "roles.view"),
  head: () => ({ meta: [{ title: "Rollen – Admin" }] }),
  component: RolesScreen,
});

/** @file /admin/users (users.view). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { UsersScreen } from "../../../admin/screens/users";

export const Route = createFileRoute("/admin/_authed/users")({
  beforeLoad: ({ context }) => requirePermission(context.user, "users.view"),
  head: () => ({ meta: [{ title: "Benutzer – Admin" }] }),
  component: UsersScreen,
});

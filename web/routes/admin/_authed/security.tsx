/** @file /admin/security: the own second factor (every signed-in staff member, linked from the header). */
import { createFileRoute } from "@tanstack/react-router";
import { SecurityScreen } from "../../../admin/screens/security";

export const Route = createFileRoute("/admin/_authed/security")({
  head: () => ({ meta: [{ title: "Sicherheit – Admin" }] }),
  component: SecurityScreen,
});

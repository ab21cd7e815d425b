/** @file /admin/sessions: 'Meine Sitzungen' and the two-factor sign-in (every signed-in staff member, from the header). */
import { createFileRoute } from "@tanstack/react-router";
import { SessionsScreen } from "../../../admin/screens/sessions";

export const Route = createFileRoute("/admin/_authed/sessions")({
  head: () => ({ meta: [{ title: "Meine Sitzungen – Admin" }] }),
  component: SessionsScreen,
});

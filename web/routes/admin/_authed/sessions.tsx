/** @file /admin/sessions: 'Meine Sitzungen' (every signed-in staff member, linked from the header). */
import { createFileRoute } from "@tanstack/react-router";
import { SessionsScreen } from "../../../admin/screens/sessions";

export const Route = createFileRoute("/admin/_authed/sessions")({
  head: () => ({ meta: [{ title: "Meine Sitzungen – Admin" }] }),
  component: SessionsScreen,
});

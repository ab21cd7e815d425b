/** @file /admin/diagnostics (every signed-in staff member). */
import { createFileRoute } from "@tanstack/react-router";
import { DiagnosticsScreen } from "../../../admin/screens/diagnostics";

export const Route = createFileRoute("/admin/_authed/diagnostics")({
  head: () => ({ meta: [{ title: "Systemdiagnose – Admin" }] }),
  component: DiagnosticsScreen,
});

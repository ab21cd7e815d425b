/** @file /admin/audit (audit.view). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { AuditScreen } from "../../../admin/screens/audit";

export const Route = createFileRoute("/admin/_authed/audit")({
  beforeLoad: ({ context }) => requirePermission(context.user, "audit.view"),
  head: () => ({ meta: [{ title: "Audit-Log – Admin" }] }),
  component: AuditScreen,
});

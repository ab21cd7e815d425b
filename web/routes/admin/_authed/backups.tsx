/** @file /admin/backups (backups.manage). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { BackupsScreen } from "../../../admin/screens/backups";

export const Route = createFileRoute("/admin/_authed/backups")({
  beforeLoad: ({ context }) => requirePermission(context.user, "backups.manage"),
  head: () => ({ meta: [{ title: "Sicherung – Admin" }] }),
  component: BackupsScreen,
});

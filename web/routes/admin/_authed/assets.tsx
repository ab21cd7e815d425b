/** @file /admin/assets: Assets (needs assets.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { AssetsScreen } from "../../../admin/screens/assets";

export const Route = createFileRoute("/admin/_authed/assets")({
  beforeLoad: ({ context }) => requirePermission(context.user, "assets.view"),
  head: () => ({ meta: [{ title: "Assets – Admin" }] }),
  component: AssetsScreen,
});

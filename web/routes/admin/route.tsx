/**
 * @file /admin/*: the staff area, rendered only in the browser (`ssr: false`, inherited by every admin route).
 * Its component is code-split, so TanStack Query, the UI kit and the admin styles never load on public pages.
 */
import { createFileRoute } from "@tanstack/react-router";
import { AdminNotFound } from "../../admin/shell/admin-error";
import { AdminRoot } from "../../admin/shell/admin-root";

export const Route = createFileRoute("/admin")({
  ssr: false,
  head: () => ({ meta: [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }] }),
  component: AdminRoot,
  notFoundComponent: AdminNotFound,
});

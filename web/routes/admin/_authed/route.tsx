/**
 * @file The signed-in admin layout (pathless): signed out -> /admin/login keeping the origin as `redirect`.
 * Its children get `context.user` for their permission guards (which only mirror the server's checks).
 */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { AdminLoadError } from "../../../admin/shell/admin-error";
import { AdminShell } from "../../../admin/shell/admin-shell";

export const Route = createFileRoute("/admin/_authed")({
  beforeLoad: async ({ location }) => {
    // dynamic import: the session module (TanStack Query) must stay out of the main bundle
    const { ensureSession } = await import("../../../admin/session");
    const user = await ensureSession();
    if (!user) throw redirect({ to: "/admin/login", search: { redirect: location.href } });
    return { user };
  },
  component: AdminShell,
  errorComponent: AdminLoadError,
});

/** @file /admin/change-password: the only screen of a session opened with a temporary password. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ChangePasswordScreen } from "../../admin/screens/change-password";

export const Route = createFileRoute("/admin/change-password")({
  beforeLoad: async () => {
    // dynamic import: the session module (TanStack Query) must stay out of the main bundle
    const { ensureSession } = await import("../../admin/session");
    const user = await ensureSession().catch(() => null);
    if (!user) throw redirect({ to: "/admin/login", search: { redirect: undefined } });
    if (!user.password_change_required) throw redirect({ to: "/admin" });
  },
  head: () => ({ meta: [{ title: "Passwort ändern – Admin" }] }),
  component: ChangePasswordScreen,
});

/** @file /admin/login: sign-in; an already signed-in user goes straight on. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { loginSearch, safeAdminPath } from "../../admin/guard";
import { LoginScreen } from "../../admin/screens/login";

export const Route = createFileRoute("/admin/login")({
  validateSearch: loginSearch,
  beforeLoad: async ({ search }) => {
    // dynamic import: the session module (TanStack Query) must stay out of the main bundle
    const { ensureSession } = await import("../../admin/session");
    const user = await ensureSession().catch(() => null);
    if (user) throw redirect({ href: safeAdminPath(search.redirect) ?? "/admin" });
  },
  head: () => ({ meta: [{ title: "Anmelden – Admin" }] }),
  component: LoginScreen,
});

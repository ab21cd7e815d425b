/** @file /admin/two-factor-setup: the only screen of a sign-in whose role demands TOTP before it is set up. */
import { createFileRoute, redirect } from "@tanstack/react-router";
import { TwoFactorSetupScreen } from "../../admin/screens/two-factor-setup";

export const Route = createFileRoute("/admin/two-factor-setup")({
  beforeLoad: async () => {
    // dynamic import: the session module (TanStack Query) must stay out of the main bundle
    const { ensureSession } = await import("../../admin/session");
    const user = await ensureSession().catch(() => null);
    if (!user) throw redirect({ to: "/admin/login", search: { redirect: undefined } });
    if (user.pending_step !== "totp_enrol") throw redirect({ to: "/admin" });
  },
  head: () => ({ meta: [{ title: "Zwei-Faktor-Anmeldung einrichten – Admin" }] }),
  component: TwoFactorSetupScreen,
});

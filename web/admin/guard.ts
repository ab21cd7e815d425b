/**
 * @file Route guards of the admin screens (they only mirror the server's checks for convenience).
 * Kept tiny and free of TanStack Query: route options such as `beforeLoad` stay in the main bundle.
 */
import { redirect } from "@tanstack/react-router";

/** Sends a user without `permission` to the dashboard, which shows the denial notice. */
export function requirePermission(user: { permissions: string[] }, permission: string) {
  if (!user.permissions.includes(permission)) throw redirect({ to: "/admin", search: { denied: permission } });
}

/** Search of the sign-in page: only an /admin path is accepted as the place to return to (no open redirect). */
export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  const target = search.redirect;
  return typeof target === "string" && /^\/admin(\/|$|\?)/.test(target) ? { redirect: target } : {};
}

/** Search of the dashboard: the permission a redirected user lacked. */
export function dashboardSearch(search: Record<string, unknown>): { denied?: string } {
  return typeof search.denied === "string" ? { denied: search.denied.slice(0, 100) } : {};
}

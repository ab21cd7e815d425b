/**
 * @file Route guards of the admin screens (they only mirror the server's checks for convenience).
 * Kept tiny and free of TanStack Query: route options such as `beforeLoad` stay in the main bundle.
 */
import { redirect } from "@tanstack/react-router";
import type { PermissionName } from "../../common/permissions";

/** Sends a user without `permission` to the dashboard, which shows the denial notice. */
export function requirePermission(user: { permissions: string[] }, permission: PermissionName) {
  if (!user.permissions.includes(permission)) throw redirect({ to: "/admin", search: { denied: permission } });
}

const PROBE_ORIGIN = "https://admin.invalid";

/** Browsers read a backslash as a slash and drop tabs and newlines, which turns `/\\host` or `/\t/host` into `//host`. */
const hasBackslashOrControl = (value: string) => [...value].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20);

/**
 * Where the sign-in page may send the user afterwards: a same-origin path under /admin, or nothing. The target is
 * resolved as a browser would (dot segments, `//host`, backslashes, percent-encoding) and only the normalised
 * path, query and fragment are kept, so no spelling can leave the site (no open redirect).
 */
export function safeAdminPath(target: unknown): string | undefined {
  if (typeof target !== "string" || !target.startsWith("/") || hasBackslashOrControl(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith("//")) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Search of the sign-in page: the place to return to, if it is a safe admin path. The key is always present:
 * the router merges the raw search of the parent routes under this result, so an absent key would let the raw,
 * unchecked `redirect` through.
 */
export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: safeAdminPath(search.redirect) };
}

/** Search of the dashboard: the permission a redirected user lacked. */
export function dashboardSearch(search: Record<string, unknown>): { denied?: string } {
  return typeof search.denied === "string" ? { denied: search.denied.slice(0, 100) } : {};
}

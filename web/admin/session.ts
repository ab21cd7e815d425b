/**
 * @file The signed-in staff member: `GET /api/auth/me` as a query, sign-in and sign-out.
 * The session itself is an HttpOnly cookie; nothing about it is kept in local storage.
 */
import { queryOptions } from "@tanstack/react-query";
import type { LoginInput } from "../../common/schemas/auth";
import { AdminApiError, adminFetch } from "./api";
import { queryClient } from "./query-client";

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: string;
  permissions: string[];
}

export const sessionQuery = queryOptions({
  queryKey: ["admin", "session"],
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return (await adminFetch<{ user: SessionUser }>("/api/auth/me", { signal, redirectOn401: false })).user;
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

/** The current user or null when signed out (cached; used by the route guards). */
export function ensureSession(): Promise<SessionUser | null> {
  return queryClient.ensureQueryData(sessionQuery);
}

export async function signIn(input: LoginInput): Promise<SessionUser> {
  const { user } = await adminFetch<{ user: SessionUser }>("/api/auth/login", { method: "POST", body: input, redirectOn401: false });
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, user);
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await adminFetch("/api/auth/logout", { method: "POST", redirectOn401: false });
  } finally {
    // whatever the server said, nothing of the old session stays in this tab
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
  }
}

export const can = (user: Pick<SessionUser, "permissions"> | null | undefined, permission: string | undefined) =>
  !permission || !!user?.permissions.includes(permission);

export const displayName = (user: Pick<SessionUser, "name" | "email">) => user.name.trim() || user.email;

/**
 * @file The signed-in staff member: `GET /api/auth/me` as a query, sign-in and sign-out.
 * The session itself is an HttpOnly cookie; nothing about it is kept in local storage.
 */
import { queryOptions } from "@tanstack/react-query";
import type { PermissionName } from "../../common/permissions";
import type { LoginInput } from "../../common/schemas/auth";
import type { SessionUser } from "../../common/types";
import { authApi, options, read } from "../api/client";
import { ApiClientError } from "../api/errors";
import { queryClient } from "./query-client";

export const sessionQuery = queryOptions({
  queryKey: ["admin", "session"],
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return (await read(authApi.me.$get(undefined, options(signal)))).user;
    } catch (err) {
      if (err instanceof ApiClientError && err.code === "not_signed_in") return null;
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
  const { user } = await read(authApi.login.$post({ json: input }));
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, user);
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await read(authApi.logout.$post());
  } finally {
    // whatever the server said, nothing of the old session stays in this tab
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
  }
}

export const can = (user: Pick<SessionUser, "permissions"> | null | undefined, permission: PermissionName | undefined) =>
  !permission || !!user?.permissions.includes(permission);

export const displayName = (user: Pick<SessionUser, "name" | "email">) => user.name.trim() || user.email;

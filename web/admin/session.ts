/**
 * @file The signed-in staff member: `GET /api/auth/session` as a query (200 with `user: null` when signed out, so a
 * signed-out visit logs no failed request), sign-in and sign-out.
 * The session itself is an HttpOnly cookie; nothing about it is kept in local storage.
 */
import { queryOptions } from "@tanstack/react-query";
import type { PermissionName } from "../../common/permissions";
import type { LoginInput, SetupInput } from "../../common/schemas/auth";
import type { SessionUser } from "../../common/types";
import { authApi, options, read } from "../api/client";
import { queryClient } from "./query-client";

export const sessionQuery = queryOptions({
  queryKey: ["admin", "session"],
  queryFn: async ({ signal }): Promise<SessionUser | null> => (await read(authApi.session.$get(undefined, options(signal)))).user,
  staleTime: 60_000,
});

/** The current user or null when signed out (cached; used by the route guards). */
export function ensureSession(): Promise<SessionUser | null> {
  return queryClient.ensureQueryData(sessionQuery);
}

/** Makes `user` the signed-in user of this tab, dropping whatever was cached for the one before. */
export function startSession(user: SessionUser): SessionUser {
  queryClient.clear();
  queryClient.setQueryData(sessionQuery.queryKey, user);
  return user;
}

export async function signIn(input: LoginInput): Promise<SessionUser> {
  return startSession((await read(authApi.login.$post({ json: input }))).user);
}

/** The second step of a sign-in with TOTP: the app's code or a recovery code. */
export async function verifySecondFactor(input: { code: string } | { recovery_code: string }): Promise<SessionUser> {
  const { user } = await read(authApi.totp.verify.$post({ json: input }));
  // the same signed-in tab goes on: only the user changes (the shell then shows the screen or the next step)
  queryClient.setQueryData(sessionQuery.queryKey, user);
  return user;
}

/** Reads the user anew after a step of the sign-in replaced the session (new password, TOTP set up). */
export const refreshSession = () => queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });

/** First-run setup: creates the first admin with the setup token and signs it in. */
export async function completeSetup(input: SetupInput): Promise<SessionUser> {
  return startSession((await read(authApi.setup.$post({ json: input }))).user);
}

/** Whether this installation still needs its first admin (GET /api/auth/setup). */
export const setupStatus = () => read(authApi.setup.$get());

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

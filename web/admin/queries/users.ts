/** @file Staff accounts (/api/admin/users): keys, the list, the role options and the mutations. */
import { queryOptions } from "@tanstack/react-query";
import type { AdminUserRecord } from "../../../common/schemas/users";
import { adminApi, type JsonOf, options, read } from "../../api/client";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

export const userKeys = {
  all: [...ADMIN_KEY, "users"] as const,
  roleOptions: () => [...userKeys.all, "role-options"] as const,
};

export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => read(adminApi.users.$get(undefined, options(signal))),
});

export const roleOptionsQuery = queryOptions({
  queryKey: userKeys.roleOptions(),
  queryFn: ({ signal }) => read(adminApi.users["role-options"].$get(undefined, options(signal))),
});

const byId = (id: number) => ({ param: { id: String(id) } });

export const useCreateUser = () =>
  useInvalidatingMutation((body: JsonOf<typeof adminApi.users.$post>) => read(adminApi.users.$post({ json: body })), [userKeys.all]);

export const useUpdateUser = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: JsonOf<(typeof adminApi.users)[":id{[0-9]+}"]["$put"]> }) =>
      read(adminApi.users[":id{[0-9]+}"].$put({ ...byId(id), json: body })),
    [userKeys.all],
  );

/** The status badge: active <-> inactive. */
export const useToggleUserActive = () =>
  useInvalidatingMutation(
    (user: Pick<AdminUserRecord, "id" | "active">) =>
      read(adminApi.users[":id{[0-9]+}"].$patch({ ...byId(user.id), json: { active: !user.active } })),
    [userKeys.all],
  );

export const useDeleteUser = () =>
  useInvalidatingMutation((id: number) => read(adminApi.users[":id{[0-9]+}"].$delete(byId(id))), [userKeys.all]);

/** A new one-time temporary password (the answer holds it). */
export const useResetPassword = () =>
  useInvalidatingMutation((id: number) => read(adminApi.users[":id{[0-9]+}"]["reset-password"].$post(byId(id))), [userKeys.all]);

/** Ends every session of the account at once. */
export const useEndUserSessions = () =>
  useInvalidatingMutation((id: number) => read(adminApi.users[":id{[0-9]+}"]["end-sessions"].$post(byId(id))), [userKeys.all]);

/** Removes the account's TOTP second factor (lost phone) and ends its sessions. */
export const useResetSecondFactor = () =>
  useInvalidatingMutation((id: number) => read(adminApi.users[":id{[0-9]+}"]["reset-second-factor"].$post(byId(id))), [userKeys.all]);

/** @file The own passkeys (/api/auth/passkeys): list, register (with the browser's ceremony), rename, delete. */
import { queryOptions } from "@tanstack/react-query";
import { authApi, options, read } from "../../api/client";
import { createPasskey } from "../passkey-ceremony";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

const passkeyKeys = { all: [...ADMIN_KEY, "passkeys"] as const };

export const passkeysQuery = queryOptions({
  queryKey: passkeyKeys.all,
  queryFn: ({ signal }) => read(authApi.passkeys.$get(undefined, options(signal, true))),
});

/** Options from the server, the browser creates the passkey, the server verifies and stores it under the name. */
export const useRegisterPasskey = () =>
  useInvalidatingMutation(
    async (name: string) => {
      const optionsJSON = await read(authApi.passkeys.register.options.$post({ json: {} }, options(undefined, true)));
      const response = await createPasskey(optionsJSON);
      return read(authApi.passkeys.register.$post({ json: { name, response } }, options(undefined, true)));
    },
    [passkeyKeys.all],
  );

export const useRenamePasskey = () =>
  useInvalidatingMutation(
    ({ id, name }: { id: string; name: string }) =>
      read(authApi.passkeys[":id"].$patch({ param: { id }, json: { name } }, options(undefined, true))),
    [passkeyKeys.all],
  );

export const useDeletePasskey = () =>
  useInvalidatingMutation(
    (id: string) => read(authApi.passkeys[":id"].$delete({ param: { id } }, options(undefined, true))),
    [passkeyKeys.all],
  );

/** @file The own TOTP second factor (/api/auth/totp): status, set-up, confirmation, new recovery codes, switching off. */
import { queryOptions, useMutation } from "@tanstack/react-query";
import { authApi, options, read } from "../../api/client";
import { ADMIN_KEY, useInvalidatingMutation } from "./shared";

const totpKeys = { all: [...ADMIN_KEY, "totp"] as const };

export const totpStatusQuery = queryOptions({
  queryKey: totpKeys.all,
  queryFn: ({ signal }) => read(authApi.totp.$get(undefined, options(signal, true))),
});

/** A new secret awaiting its first code (nothing changes until it is confirmed). */
export const useTotpSetup = () => useMutation({ mutationFn: () => read(authApi.totp.setup.$post(undefined, options(undefined, true))) });

export const useEnableTotp = () =>
  useInvalidatingMutation((code: string) => read(authApi.totp.enable.$post({ json: { code } }, options(undefined, true))), [totpKeys.all]);

export const useNewRecoveryCodes = () =>
  useInvalidatingMutation(() => read(authApi.totp["recovery-codes"].$post(undefined, options(undefined, true))), [totpKeys.all]);

export const useDisableTotp = () =>
  useInvalidatingMutation(
    (password: string) => read(authApi.totp.disable.$post({ json: { password } }, options(undefined, true))),
    [totpKeys.all],
  );

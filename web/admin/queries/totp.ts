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

/** Confirms the set-up with the first code; outside the forced set-up after sign-in, with the password again. */
export const useEnableTotp = () =>
  useInvalidatingMutation(
    (input: { code: string; password?: string }) => read(authApi.totp.enable.$post({ json: input }, options(undefined, true))),
    [totpKeys.all],
  );

export const useNewRecoveryCodes = () =>
  useInvalidatingMutation(
    (password: string) => read(authApi.totp["recovery-codes"].$post({ json: { password } }, options(undefined, true))),
    [totpKeys.all],
  );

export const useDisableTotp = () =>
  useInvalidatingMutation(
    (password: string) => read(authApi.totp.disable.$post({ json: { password } }, options(undefined, true))),
    [totpKeys.all],
  );

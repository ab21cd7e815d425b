/** @file The signed-in user's own account: 'Passwort ändern' (POST /api/auth/password). */
import { useMutation } from "@tanstack/react-query";
import { authApi, options, read } from "../../api/client";

// a wrong current password is a 400 here; a 401 would mean the session itself ended
export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      read(authApi.password.$post({ json: input }, options(undefined, true))),
  });

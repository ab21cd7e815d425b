/**
 * @file The server's check of every password that is set (setup, password change): the length rule of the shared
 * schema plus the strength rule of common/password-strength.ts, loaded on first use so that its dictionaries cost
 * nothing at worker start-up.
 */
import { fieldError } from "../../lib/errors";
import { lazy } from "../../lib/lazy";

const strength = lazy("password-strength", () => import("../../../common/password-strength"));

/** 400 with the German feedback under `field` unless `password` is hard to guess, also given the account's own data. */
export async function assertStrongPassword(field: string, password: string, account: { email: string; name?: string }) {
  const { passwordStrengthProblem } = await strength();
  const problem = passwordStrengthProblem(password, [account.email, account.name ?? ""]);
  if (problem) throw fieldError(field, problem);
}

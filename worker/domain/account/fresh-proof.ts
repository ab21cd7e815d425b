/**
 * @file A fresh proof before a change of the second factor (new recovery codes, TOTP on or off), as for a password
 * change: the password again, counted by the sign-in throttle like any other guess, per e-mail and in the same slot
 * per client address as sign-in, taken before the check (a stolen session cannot try passwords faster than the sign-in
 * form, nor in parallel).
 */
import { eq } from "drizzle-orm";
import { verifyPassword } from "../../../common/password";
import { adminUsers } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { fieldError } from "../../lib/errors";
import { acceptLoginAttempt, reserveLoginAttempt } from "./throttle";

/** Throws a 400 on the `password` field (missing or wrong) or the throttle's 429; returns the account row when right. */
export async function confirmPassword(
  env: Bindings,
  db: Db,
  user: { id: number; email: string },
  password: string | undefined,
  address?: string,
) {
  if (!password) throw fieldError("password", "Bitte geben Sie zur Bestätigung Ihr Passwort ein.");
  const reservation = await reserveLoginAttempt(env, db, { email: user.email, address });
  const account = (await db.select().from(adminUsers).where(eq(adminUsers.id, user.id)).get())!;
  // a wrong password keeps the slots it took
  if (!(await verifyPassword(password, account.password_hash))) throw fieldError("password", "Das Passwort ist falsch.");
  await acceptLoginAttempt(db, reservation);
  return account;
}

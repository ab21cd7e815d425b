/**
 * @file Which steps a sign-in still owes after the password, and the session for it: the TOTP code for an account
 * that has one; setting TOTP up when the role demands it (setting require_totp_for_admins, roles holding users.edit
 * or roles.manage); the password change after a temporary password.
 */
import type { Context } from "hono";
import type { SessionUser } from "../../common/types";
import { totpRequiredFor } from "../domain/account/sign-in";
import type { AppEnv } from "../env";
import { issueSession } from "./session";

/**
 * Starts the session the account has earned so far and returns the user as the client sees it. `temporary`: signed in
 * with a temporary password (only the password may change); `secondFactorDone`: the TOTP code was given already;
 * `passkey`: signed in with a user-verified passkey, which is two factors in one (no TOTP step, no TOTP set-up owed).
 */
export async function startSignedInSession(
  c: Context<AppEnv>,
  account: { id: number; session_epoch: number; totp_secret: string | null },
  user: SessionUser,
  { temporary = false, secondFactorDone = false, passkey = false } = {},
): Promise<SessionUser> {
  let pendingStep: SessionUser["pending_step"] = null;
  if (passkey) pendingStep = null;
  else if (account.totp_secret && !secondFactorDone) pendingStep = "totp";
  else if (!account.totp_secret && !temporary && (await totpRequiredFor(c.var.db, user))) pendingStep = "totp_enrol";
  await issueSession(c, account, { passwordChangeOnly: temporary, pendingStep });
  return { ...user, password_change_required: temporary, pending_step: pendingStep };
}

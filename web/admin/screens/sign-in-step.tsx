/**
 * @file What a half-finished sign-in still owes, shown by the admin shell in place of every screen (no routes of their
 * own: route options sit in the main bundle that public pages load): the TOTP code, setting TOTP up, or the new password.
 */
import type { SessionUser } from "../../../common/types";
import { ChangePasswordScreen } from "./change-password";
import { SecondFactorStep } from "./login";
import { TwoFactorSetupScreen } from "./two-factor-setup";

/** The step the user owes, or null for a complete sign-in. */
export function SignInStep({ user }: { user: SessionUser }) {
  if (user.pending_step === "totp") return <SecondFactorStep />;
  if (user.pending_step === "totp_enrol") return <TwoFactorSetupScreen />;
  if (user.password_change_required) return <ChangePasswordScreen />;
  return null;
}

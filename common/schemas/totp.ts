/**
 * @file TOTP second factor: the schemas of /api/auth/totp/* (shared with the forms) and the answers.
 *
 * API (signed in; routes marked * also for a sign-in that still owes the step)
 *   GET  /api/auth/totp                    * -> TotpStatus
 *   POST /api/auth/totp/setup              * -> TotpSetup (a new secret, awaiting its first code)
 *   POST /api/auth/totp/enable   { code, password }  * -> { recovery_codes } (ten single-use codes, shown once)
 *                                          | 400 invalid_code | 400 validation_failed (password missing or wrong) | 429;
 *                                          the password is not asked in the forced set-up right after the sign-in
 *   POST /api/auth/totp/verify   { code } or { recovery_code }  (after the password) -> { user } | 400 invalid_code | 429
 *   POST /api/auth/totp/recovery-codes { password } -> { recovery_codes } (ten new ones; the old ones stop working)
 *   POST /api/auth/totp/disable  { password } -> 204 | 409 when the role demands TOTP
 * A change of the second factor needs the password again (a fresh proof, as for a password change), counted by the
 * sign-in throttle. The secret is stored encrypted (worker/lib/secret-box.ts).
 *   POST /api/admin/users/:id/reset-second-factor  users.edit -> 204 (TOTP and passkeys gone, sessions ended)
 */
import { z } from "zod";

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, "Bitte den 6-stelligen Code eingeben"),
});

export const totpVerifySchema = z.union([
  totpCodeSchema.strict(),
  z.object({ recovery_code: z.string().trim().min(1, "Bitte einen Wiederherstellungscode eingeben").max(40) }).strict(),
]);

/** Switching off and new recovery codes: the password again. */
export const totpDisableSchema = z.object({ password: z.string().min(1, "Bitte das Passwort eingeben").max(200) });
/** Confirming the set-up: the first code, and the password unless the sign-in itself demands the set-up. */
export const totpEnableSchema = totpCodeSchema.extend({ password: z.string().max(200).optional() });

export interface TotpStatus {
  enabled: boolean;
  /** The role demands TOTP (setting require_totp_for_admins). */
  required: boolean;
  recovery_codes_left: number;
}

export interface TotpSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/... for the QR code. */
  uri: string;
}

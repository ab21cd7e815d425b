/**
 * @file Passkeys (WebAuthn): the schemas of /api/auth/passkeys/* (shared with the forms) and the answers.
 *
 * API (signed in unless marked)
 *   GET    /api/auth/passkeys                       -> PasskeyItem[] (the own passkeys)
 *   POST   /api/auth/passkeys/register/options {}   -> creation options (a challenge valid for 5 minutes, used once)
 *   POST   /api/auth/passkeys/register { name, response } -> 201 PasskeyItem | 400 passkey_challenge_invalid | passkey_invalid
 *   PATCH  /api/auth/passkeys/:id { name }          -> PasskeyItem | 404 (not an own passkey)
 *   DELETE /api/auth/passkeys/:id                   -> 204 | 404 (not an own passkey)
 *   POST   /api/auth/passkeys/login/options {}      (signed out) -> request options for a discoverable credential
 *   POST   /api/auth/passkeys/login { response }    (signed out) -> { user } + session cookie |
 *          400 passkey_challenge_invalid | 401 passkey_invalid (unknown passkey, bad signature, deactivated account)
 */
import { z } from "zod";

export const passkeyNameSchema = z.object({
  name: z.string().trim().min(1, "Bitte einen Namen eingeben").max(60, "Höchstens 60 Zeichen"),
});

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, "base64url erwartet")
  .max(20_000);

const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  // the browser's extension outputs, unused here: any object passes (its type has no index signature to check against)
  clientExtensionResults: z.unknown().transform((value) => (typeof value === "object" && value !== null ? value : {})),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

/** What navigator.credentials.create() gave, as JSON (@simplewebauthn/browser startRegistration). */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      transports: z.array(z.string().max(20)).max(10).optional(),
    }),
  }),
});

/** What navigator.credentials.get() gave, as JSON (@simplewebauthn/browser startAuthentication). */
export const passkeyLoginSchema = z.object({
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});

/** The options routes take an empty JSON object: no other encoding, so a same-origin form post stores no challenge. */
export const passkeyOptionsSchema = z.object({}).strict();

export const passkeyIdParam = z.object({ id: base64url.min(1).max(1400) });

export interface PasskeyItem {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

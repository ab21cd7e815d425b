/**
 * @file Passkeys (WebAuthn) with @simplewebauthn/server: the relying party taken from SITE_URL, single-use challenges
 * in D1 (5 minutes), and the verification of registrations and sign-ins.
 */
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, eq, gt, lt } from "drizzle-orm";
import { COMPANY } from "../../../common/site";
import { type Passkey, passkeys, webauthnChallenges } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { ApiError, badRequest } from "../../lib/errors";
import { lazy } from "../../lib/lazy";

/** The verifier with its ASN.1 schemas is large: loaded by the passkey routes only (worker/lib/lazy.ts). */
const webauthn = lazy("webauthn", async () => {
  // the X.509 parser's dependency injection (tsyringe) checks for this polyfill when it loads; in a chunk of its own
  // the bundler evaluates the polyfill after that check, so it is loaded first (a passkey route failed without it)
  await import("reflect-metadata");
  const [server, { isoBase64URL }] = await Promise.all([import("@simplewebauthn/server"), import("@simplewebauthn/server/helpers")]);
  return { ...server, isoBase64URL };
});

const CHALLENGE_SECONDS = 5 * 60;

/**
 * The relying party is the configured site: RP ID = SITE_URL's host name, origin = its origin. (A browser accepts no
 * IP address as RP ID: locally the site must be served as http://localhost:<port>, see docs/security.md, "Passkeys locally".)
 */
function relyingParty(env: Pick<Bindings, "SITE_URL">) {
  const url = new URL(env.SITE_URL);
  return { id: url.hostname, origin: url.origin, name: COMPANY.name };
}

const challengeInvalid = () =>
  badRequest("passkey_challenge_invalid", "Die Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte erneut versuchen.");

/** Stores a fresh challenge (and drops expired ones) for one ceremony. */
async function storeChallenge(db: Db, challenge: string, purpose: "register" | "login", userId: number | null) {
  const now = new Date();
  await db.batch([
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expires_at, now.toISOString())),
    db.insert(webauthnChallenges).values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
    }),
  ]);
}

/**
 * Spends the challenge the client's answer signed (read from its clientDataJSON): one DELETE, so that it works once
 * only; it must be unexpired, for this purpose and (for a registration) this user.
 */
async function spendChallenge(db: Db, clientDataJSON: string, purpose: "register" | "login", userId: number | null) {
  const { isoBase64URL } = await webauthn();
  let challenge: unknown;
  try {
    challenge = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)).challenge;
  } catch {
    throw badRequest("passkey_invalid", "Die Antwort des Passkeys ist unlesbar.");
  }
  if (typeof challenge !== "string") throw challengeInvalid();
  const spent = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expires_at, new Date().toISOString()),
      ),
    )
    .returning({ user_id: webauthnChallenges.user_id });
  if (spent.length !== 1 || spent[0]!.user_id !== userId) throw challengeInvalid();
  return challenge;
}

/** Creation options for a new discoverable passkey of the user (user verification required). */
export async function registrationOptions(env: Pick<Bindings, "SITE_URL">, db: Db, user: { id: number; email: string; name: string }) {
  const { generateRegistrationOptions } = await webauthn();
  const rp = relyingParty(env);
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.user_id, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(`staff-${user.id}`),
    userName: user.email,
    userDisplayName: user.name || user.email,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, options.challenge, "register", user.id);
  return options;
}

/** Verifies a registration answer; returns the credential to store. 400 when the challenge or the answer is bad. */
export async function verifyRegistration(env: Pick<Bindings, "SITE_URL">, db: Db, userId: number, response: RegistrationResponseJSON) {
  const expectedChallenge = await spendChallenge(db, response.response.clientDataJSON, "register", userId);
  const { verifyRegistrationResponse, isoBase64URL } = await webauthn();
  const rp = relyingParty(env);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw badRequest("passkey_invalid", "Der Passkey konnte nicht bestätigt werden.");
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  };
}

/** Request options for a sign-in with any discoverable passkey of this site. */
export async function authenticationOptions(env: Pick<Bindings, "SITE_URL">, db: Db) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(env).id,
    userVerification: "required",
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, options.challenge, "login", null);
  return options;
}

const PASSKEY_REFUSED = "Die Anmeldung mit diesem Passkey ist fehlgeschlagen.";
export const passkeyRefused = () => new ApiError(401, "passkey_invalid", PASSKEY_REFUSED);

/**
 * Verifies a sign-in answer against the stored passkey and records the new counter and the time of use. Returns the
 * passkey; 401 passkey_invalid when it is unknown or the answer does not verify (a counter that did not grow too).
 */
export async function verifyAuthentication(
  env: Pick<Bindings, "SITE_URL">,
  db: Db,
  response: AuthenticationResponseJSON,
): Promise<Passkey> {
  const expectedChallenge = await spendChallenge(db, response.response.clientDataJSON, "login", null);
  const passkey = await db.select().from(passkeys).where(eq(passkeys.id, response.id)).get();
  if (!passkey) throw passkeyRefused();
  const { verifyAuthenticationResponse, isoBase64URL } = await webauthn();
  const rp = relyingParty(env);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.public_key),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!result?.verified) throw passkeyRefused();
  await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: new Date().toISOString() })
    .where(eq(passkeys.id, passkey.id));
  return passkey;
}

/** @file The only module that signs and verifies tokens (jose, HS256 with the JWT_SECRET Worker secret). */
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { ApiError } from "./errors";

const ISSUER = "consulting-site";
const MIN_SECRET_LENGTH = 32;

type TokenAudience = "blog-preview";

function key(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    // a missing or short secret is a deployment error, never something a client can cause
    throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  }
  return new TextEncoder().encode(secret);
}

export async function signToken(
  secret: string | undefined,
  audience: TokenAudience,
  subject: string,
  claims: JWTPayload,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

type VerifiedToken = JWTPayload & { sub: string; iat: number; exp: number };

export type TokenCheck = { ok: true; claims: VerifiedToken } | { ok: false; reason: "expired" | "invalid" };

/**
 * The token's claims, or why it fails. "expired" only for a token whose signature is genuine
 * (jose checks the signature before the claims), so a forged token never reads as merely expired.
 */
export async function checkToken(secret: string | undefined, audience: TokenAudience, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience,
      algorithms: ["HS256"],
      requiredClaims: ["sub", "iat", "exp"],
    });
    return { ok: true, claims: payload as VerifiedToken };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    if (err instanceof errors.JOSEError) return { ok: false, reason: "invalid" };
    if (err instanceof ApiError) throw err;
    throw err;
  }
}

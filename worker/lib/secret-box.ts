/**
 * @file Encryption at rest of small secrets (the TOTP secrets): AES-256-GCM with a key derived (HKDF-SHA-256) from the
 * secret TOTP_ENCRYPTION_KEY, or from JWT_SECRET while that is not set. A sealed value names its key
 * (`enc1.<key id>.<iv>.<ciphertext>`), so the key can be rotated: set the new one, keep the old one as
 * TOTP_ENCRYPTION_KEY_PREVIOUS until every value was sealed again (readers re-seal on use). Values from before
 * encryption (plain base32) are still read, and sealed at their next use.
 */
import type { Bindings } from "../env";

type KeyEnv = Pick<Bindings, "JWT_SECRET" | "TOTP_ENCRYPTION_KEY" | "TOTP_ENCRYPTION_KEY_PREVIOUS">;

const PREFIX = "enc1";
const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

interface SealKey {
  id: string;
  key: CryptoKey;
}

async function deriveKey(material: string): Promise<SealKey> {
  const raw = encoder.encode(material);
  const id = b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", raw)).slice(0, 6));
  const base = await crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey"]);
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("consulting-site secret-box"), info: encoder.encode("totp-secret v1") },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  return { id, key };
}

const currentMaterial = (env: KeyEnv) => env.TOTP_ENCRYPTION_KEY || env.JWT_SECRET || "secret-box-without-configuration";

/** The current key first, then the previous one (when set). */
async function keysOf(env: KeyEnv): Promise<SealKey[]> {
  const keys = [await deriveKey(currentMaterial(env))];
  if (env.TOTP_ENCRYPTION_KEY_PREVIOUS) keys.push(await deriveKey(env.TOTP_ENCRYPTION_KEY_PREVIOUS));
  return keys;
}

/** Seals a secret with the current key. */
export async function sealSecret(env: KeyEnv, plain: string): Promise<string> {
  const [{ id, key }] = await keysOf(env);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encoder.encode(id) }, key, encoder.encode(plain)),
  );
  return `${PREFIX}.${id}.${b64url(iv)}.${b64url(sealed)}`;
}

/**
 * The secret of a stored value, and whether it should be sealed again (a plain value, or one sealed with the previous
 * key). Throws when no configured key opens it (a lost key: the second factor must be reset by an admin).
 */
export async function openSecret(env: KeyEnv, stored: string): Promise<{ secret: string; reseal: boolean }> {
  if (!stored.startsWith(`${PREFIX}.`)) return { secret: stored, reseal: true };
  const [, id, iv, data] = stored.split(".");
  const keys = await keysOf(env);
  const match = keys.find((k) => k.id === id);
  if (!match || !iv || !data) throw new Error("secret-box: no configured key opens this value");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromB64url(iv), additionalData: encoder.encode(id) },
    match.key,
    fromB64url(data),
  );
  return { secret: new TextDecoder().decode(plain), reseal: match !== keys[0] };
}

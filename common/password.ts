/** @file Password hashing with PBKDF2-SHA256 via WebCrypto; runs in the worker and in Node scripts alike. */

/** Cloudflare Workers refuse PBKDF2 above 100,000 iterations in production (local workerd does not). */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Constant-time comparison of equal-length byte arrays. */
function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterText);
  if (scheme !== "pbkdf2-sha256" || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  if (!saltText || !hashText) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return timingSafeEqual(actual, expected);
}

/** The shortest staff password. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * The length rule of staff passwords (12 to 200 characters), checked in the forms and by the shared schemas. The
 * strength rule (common/password-strength.ts) comes on top on the server, for every password that is set.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
  if (password.length > 200) return "Das Passwort darf höchstens 200 Zeichen lang sein.";
  return undefined;
}

const TEMPORARY_PASSWORD_HOURS = 72;

/** When a temporary password issued now stops working (ISO time). */
export const temporaryPasswordExpiry = (from = Date.now()) => new Date(from + TEMPORARY_PASSWORD_HOURS * 3600_000).toISOString();

const TEMPORARY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const TEMPORARY_PASSWORD_LENGTH = 16;

/**
 * A random one-time password for a new account or a reset (16 characters ≈ 93 bits; no look-alike characters; meets
 * passwordProblem and, being random, the strength rule: tests/worker/password-strength.test.ts).
 */
export function generateTemporaryPassword(): string {
  let out = "";
  while (out.length < TEMPORARY_PASSWORD_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // rejection sampling keeps every character equally likely
      if (byte < 256 - (256 % TEMPORARY_ALPHABET.length) && out.length < TEMPORARY_PASSWORD_LENGTH)
        out += TEMPORARY_ALPHABET[byte % TEMPORARY_ALPHABET.length];
    }
  }
  return out;
}

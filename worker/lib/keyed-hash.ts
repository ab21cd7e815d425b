/** @file Keyed hashes (HMAC-SHA-256 with JWT_SECRET) for counters that must not hold an address in clear text. */
import type { Bindings } from "../env";

/** The first 16 bytes of HMAC(JWT_SECRET, purpose + value) as hex: stable per value, useless without the secret. */
export async function keyedHash(env: Pick<Bindings, "JWT_SECRET">, purpose: string, value: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(env.JWT_SECRET ?? "keyed-hash"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}\n${value}`)));
  return Array.from(mac.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

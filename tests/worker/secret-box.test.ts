/** @file The encryption at rest of TOTP secrets (worker/lib/secret-box.ts): sealing, opening, key rotation, a lost key. */
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../worker/lib/secret-box";

const OLD = { JWT_SECRET: "jwt-secret-that-is-at-least-32-bytes-long!!", TOTP_ENCRYPTION_KEY: "old-key-0123456789abcdefghijklmnopqrstuv" };
const NEW = {
  ...OLD,
  TOTP_ENCRYPTION_KEY: "new-key-0123456789abcdefghijklmnopqrstuv",
  TOTP_ENCRYPTION_KEY_PREVIOUS: OLD.TOTP_ENCRYPTION_KEY,
};

describe("secret box", () => {
  it("seals with a fresh IV each time and opens again", async () => {
    const a = await sealSecret(OLD, "JBSWY3DPEHPK3PXP");
    const b = await sealSecret(OLD, "JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await openSecret(OLD, a)).toEqual({ secret: "JBSWY3DPEHPK3PXP", reseal: false });
  });

  it("rotates: the previous key still opens old values and asks for a re-seal; without it they cannot be read", async () => {
    const sealed = await sealSecret(OLD, "JBSWY3DPEHPK3PXP");
    expect(await openSecret(NEW, sealed)).toEqual({ secret: "JBSWY3DPEHPK3PXP", reseal: true });
    const resealed = await sealSecret(NEW, "JBSWY3DPEHPK3PXP");
    expect(await openSecret({ ...NEW, TOTP_ENCRYPTION_KEY_PREVIOUS: undefined }, resealed)).toEqual({
      secret: "JBSWY3DPEHPK3PXP",
      reseal: false,
    });
    await expect(openSecret({ ...NEW, TOTP_ENCRYPTION_KEY_PREVIOUS: undefined }, sealed)).rejects.toThrow(/no configured key/);
  });

  it("refuses a tampered value", async () => {
    const sealed = await sealSecret(OLD, "JBSWY3DPEHPK3PXP");
    // flip one fully used base64url character of the ciphertext (never the last, whose low bits may be padding)
    const at = sealed.length - 2;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(tampered).not.toBe(sealed);
    await expect(openSecret(OLD, tampered)).rejects.toThrow();
  });
});

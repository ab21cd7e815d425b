import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../common/password";

describe("password hashing", () => {
  // Workers refuse PBKDF2 above 100,000 iterations in production; local workerd does not, so only this test catches it.
  it("stays within the production PBKDF2 limit", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it("stores algorithm and parameters and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse 1");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("correct horse 1", stored)).toBe(true);
    expect(await verifyPassword("correct horse 2", stored)).toBe(false);
    expect(await verifyPassword("correct horse 1", "garbage")).toBe(false);
  });

  it("salts: the same password hashes differently", async () => {
    expect(await hashPassword("same password 1")).not.toBe(await hashPassword("same password 1"));
  });
});

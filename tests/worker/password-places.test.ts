/**
 * @file Issue 44, item 1, on the server: a password change (worker/domain/account/password-rule.ts, the same check as
 * the first-run setup) refuses place names with a year — the firm's town, German cities in either spelling — and the
 * firm's name from the settings (changed at run time), with the German reason under the field; passphrases pass.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, createStaff, editApi, seed, signIn } from "./helpers";

beforeAll(seed);

type Refusal = { code: string; details: { fields: Record<string, string[]> } };

async function changeTo(new_password: string) {
  const staff = await createStaff("editor");
  const cookie = await signIn(staff.email, staff.password);
  return api(cookie, "POST", "/api/auth/password", { current_password: staff.password, new_password });
}

describe("POST /api/auth/password: place names and the firm's name", () => {
  it("refuses Frankfurt2026!, Eurasburg2026! and Muenchen2026! with the German reason under new_password", async () => {
    for (const password of ["Frankfurt2026!", "Eurasburg2026!", "Muenchen2026!", "München2026!!"]) {
      const res = await changeTo(password);
      expect(res.status, password).toBe(400);
      const body = (await res.json()) as Refusal;
      expect(body.code).toBe("validation_failed");
      expect(body.details.fields.new_password?.[0], password).toContain("Ortsnamen mit Jahreszahl oder Ziffern sind leicht zu erraten.");
    }
  });

  it("refuses the firm's name as the settings hold it now, and accepts a passphrase", async () => {
    const admin = await createStaff("admin");
    const adminCookie = await signIn(admin.email, admin.password);
    // not a known word before the settings name it
    expect((await changeTo("Alpenblick2026!")).status).toBe(204);
    expect((await editApi(adminCookie, "PUT", "/api/admin/settings", { site_name: "Alpenblick Beratung GmbH" })).status).toBe(200);
    const refused = await changeTo("Alpenblick2026!");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).details.fields.new_password?.[0]).toContain("Bekannte Wörter mit Jahreszahl");
    expect((await changeTo("Kranich-Loewenzahn-Mosel-58")).status).toBe(204);
  });
});

/**
 * @file Issue 16, item 7: the strength rule (zxcvbn-ts, German and English dictionaries) and its German feedback; issue 44:
 * place names (common/german-places.ts) and the firm's names with a year.
 */
import { describe, expect, it } from "vitest";
import { generateTemporaryPassword, passwordProblem } from "../../common/password";
import { passwordStrength, passwordStrengthProblem } from "../../common/password-strength";

const account = ["erika.muster@example.com", "Erika Muster"];

describe("the staff password rule", () => {
  it("refuses guessable passwords of 12 characters and more, with German feedback", () => {
    for (const password of [
      "Password1234",
      "Passwort1234",
      "aaaaaaaaaaa1",
      "erika.muster@example.com1",
      "qwertzuiop12",
      "Sommerurlaub",
      "123456789012",
      // issue 30: seasons with a year, "password" with digits, the company and site names, German keyboard walks
      "Passwort123!",
      "Sommer2024!!",
      "Winter2025!!",
      "Fruehling2026",
      "consulting-site-1",
      "MusterConsulting1!",
      "Qwertzuiop123!",
      "Willkommen2024",
    ]) {
      expect(passwordStrengthProblem(password, account) ?? `accepted: ${password}`).toMatch(/^Das Passwort ist zu leicht zu erraten\./);
    }
    expect(passwordStrengthProblem("aaaaaaaaaaa1", account)).toContain('Sich wiederholende Zeichen wie "aaa"');
    expect(passwordStrengthProblem("erika.muster@example.com1", account)).toContain("persönlichen");
  });

  it("issue 44: refuses place names with a year or digits (the firm's towns, German cities and states, ASCII spellings)", () => {
    for (const password of [
      "Frankfurt2026!",
      "Eurasburg2026!",
      "Muenchen2026!",
      "München2026!",
      "Munchen2026!!",
      "MÜNCHEN-2026!",
      "Bingen-am-Rhein-1",
      "Koeln-2026-!!",
      "Duesseldorf2026",
      "Giessen-2026!",
      "Bayern2026!!!",
      "Munich-2026!",
      "FrankfurtMuenchen!",
      "Hamburg-Berlin-2026",
      "Frankfurt am Main 2026",
      // decomposed umlauts (u + combining diaeresis) count as the same letters
      "Mu\u0308nchen2026!",
    ]) {
      const problem = passwordStrengthProblem(password, account) ?? `accepted: ${password}`;
      expect(problem, password).toMatch(
        /^Das Passwort ist zu leicht zu erraten\. Ortsnamen mit Jahreszahl oder Ziffern sind leicht zu erraten\./,
      );
      expect(passwordStrength(password, account), password).toMatchObject({ strong: false });
    }
  });

  it("issue 44: counts the firm's names from the settings as known words (the server passes them)", () => {
    const firm = ["Alpenblick Beratung GmbH", "Alpenblick Consulting"];
    expect(passwordStrengthProblem("Alpenblick2026!", account)).toBeUndefined();
    expect(passwordStrengthProblem("Alpenblick2026!", account, firm)).toMatch(/Bekannte Wörter mit Jahreszahl oder Ziffern/);
    expect(passwordStrengthProblem("AlpenblickBeratung1!", account, firm)).toMatch(/zu leicht zu erraten/);
    // a passphrase that merely contains a place or the firm's name still passes
    for (const password of ["Kranich-Loewenzahn-Mosel-58", "Essen-und-Trinken-Kranich-7", "Alpenblick-Loewenzahn-Kranich-3"]) {
      expect(passwordStrength(password, account, firm), password).toMatchObject({ strong: true, warning: null });
    }
  });

  it("refuses anything shorter than 12 characters, however random", () => {
    expect(passwordProblem("Password12")).toMatch(/mindestens 12 Zeichen/);
    expect(passwordProblem("aaaaaaaaa1")).toMatch(/mindestens 12 Zeichen/);
    expect(passwordProblem("x7#Qp9!vL2m")).toMatch(/mindestens 12 Zeichen/);
    expect(passwordProblem("a".repeat(201))).toMatch(/höchstens 200/);
  });

  it("accepts passphrases and the generated temporary passwords", () => {
    for (const password of ["Kranich-Loewenzahn-Mosel-58", "correct-horse-42", "ein-langes-passwort-42"]) {
      expect(passwordStrength(password, account), password).toMatchObject({ strong: true, warning: null });
    }
    for (let i = 0; i < 20; i++) {
      const temporary = generateTemporaryPassword();
      expect(passwordProblem(temporary)).toBeUndefined();
      expect(passwordStrengthProblem(temporary, account), temporary).toBeUndefined();
    }
  });
});

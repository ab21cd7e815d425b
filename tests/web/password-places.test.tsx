/**
 * @file Issue 44, item 1, in the browser: the admin's password hint (web/admin/shell/password-strength.tsx, loading the
 * shared rule on demand) gives the same German reason as the server for a town with a year, and the place list of the
 * rule (common/german-places.ts) names every town of the firm's offices (web/content/company.ts), so the two cannot
 * drift apart.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { PLACE_GLUE, PLACE_WORD_SET } from "../../common/german-places";
import { PasswordStrengthHint } from "../../web/admin/shell/password-strength";
import { OFFICES } from "../../web/content/company";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("the password rule's place names", () => {
  it("name every town of the firm's offices, in both languages and in ASCII", () => {
    const towns = OFFICES.flatMap((o) => [o.city.de, o.city.en]);
    expect(towns).toContain("Eurasburg");
    for (const town of towns) {
      const words = town.toLowerCase().match(/\p{L}+/gu) ?? [];
      for (const word of words.filter((w) => !PLACE_GLUE.has(w))) {
        expect(PLACE_WORD_SET.has(word), `${town}: ${word}`).toBe(true);
        const ascii = word.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
        expect(PLACE_WORD_SET.has(ascii), `${town}: ${ascii}`).toBe(true);
      }
    }
  });

  it("make the admin's hint refuse Eurasburg2026! with the German reason, and pass a passphrase", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    root = createRoot(container);
    const show = (password: string) =>
      act(() => root!.render(<PasswordStrengthHint password={password} userInputs={["erika@example.com"]} />));
    show("Eurasburg2026!");
    // the estimator is loaded on demand
    await expect
      .poll(() => container.textContent, { timeout: 15_000 })
      .toContain("Ortsnamen mit Jahreszahl oder Ziffern sind leicht zu erraten.");
    expect(container.textContent).toContain("zu leicht zu erraten");
    show("Kranich-Loewenzahn-Mosel-58");
    await expect.poll(() => container.textContent).not.toContain("zu leicht zu erraten");
  });
});

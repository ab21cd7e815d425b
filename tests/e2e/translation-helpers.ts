/**
 * @file What the bilingual-editing browser tests share: the "Englische Fassung" panel (common to every editor) and
 * screenshots of one element at 1,366 and 412 px when TRANSLATION_SHOTS=<dir> is set.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";

/** The editor's "Englische Fassung" panel inside `scope` (a dialog, a section). */
export const englishPanel = (scope: Locator) => scope.getByRole("region", { name: "Englische Fassung" });

/** The status badge of one translated field in the panel. */
export const fieldState = (scope: Locator, field: string) => englishPanel(scope).locator(`li[data-field="${field}"] .adm-badge`);

/**
 * After "Übernehmen" on a template's proposal (the browser tests run without an AI provider): the field is marked
 * "Vorlage, ungeprüft", not "EN aktuell" (issue 42); a person confirms the text with "Als geprüft markieren".
 */
export async function confirmTemplateText(scope: Locator, field: string, label: string) {
  await fieldState(scope, field).getByText("Vorlage, ungeprüft").waitFor();
  await englishPanel(scope)
    .getByRole("button", { name: `Als geprüft markieren (${label})` })
    .click();
  await fieldState(scope, field).getByText("EN aktuell").waitFor();
}

/** `target` at both widths into TRANSLATION_SHOTS as `<name>-<width>.png`; nothing without the variable. */
export async function shootElement(page: Page, name: string, target: Locator) {
  const dir = process.env.TRANSLATION_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 1600 });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

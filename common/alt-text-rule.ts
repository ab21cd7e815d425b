/**
 * @file The alt-text rule (issue 31), shared by the pickers and the server's check (worker/domain/media/alt-rule.ts):
 * a media-library picture may go on a public page once it has its alt text in both languages. Kept apart from
 * common/alt-text.ts, whose suggestion templates the worker loads only on first use.
 */

/** A picture may go on a public page once it has both alt texts. */
export const hasBothAltTexts = (asset: { alt_text: string; alt_en: string }) => asset.alt_text.trim() !== "" && asset.alt_en.trim() !== "";

export const ALT_TEXT_MISSING =
  "Dieses Bild hat noch keinen Alt-Text in beiden Sprachen (Deutsch und Englisch). Bitte ergänzen Sie ihn, bevor Sie es verwenden.";

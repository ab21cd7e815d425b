/** @file Text figures of the review step and the modal: characters, words (approximated by spaces, spec section 9). */
import { LINKEDIN_TEXT_LIMIT } from "../../../../common/schemas/ai-content";

export const characterCount = (text: string) => [...text].length;

/** Words as the spec counts them: runs between whitespace. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** '1.234 / 3.000 Zeichen' (display only: the limit is not enforced). */
export const linkedinCounter = (text: string) =>
  `${characterCount(text).toLocaleString("de-DE")} / ${LINKEDIN_TEXT_LIMIT.toLocaleString("de-DE")} Zeichen`;

export const overLinkedinLimit = (text: string) => characterCount(text) > LINKEDIN_TEXT_LIMIT;

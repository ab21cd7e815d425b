/**
 * @file The three translation states, alone: admin route files validate `?translation=` with them, and whatever a
 * route file imports is shared with every public page's bundle (the rules are in common/translation.ts).
 */
export const TRANSLATION_STATES = ["missing", "stale", "current"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

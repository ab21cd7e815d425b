/**
 * @file The `?translation=` search param of the admin lists with the translation filter. Apart from the filter's UI
 * because route files import it: whatever they import statically is part of every public page's router bundle.
 */
import { TRANSLATION_STATES, type TranslationState } from "../../../common/translation-states";

/** The search params of a list route with the filter (its `validateSearch`); `edit` opens that item's editor. */
export const validateTranslationSearch = (search: Record<string, unknown>): { translation?: TranslationState; edit?: number } => {
  const edit = Number(search.edit);
  return {
    ...(TRANSLATION_STATES.includes(search.translation as TranslationState) ? { translation: search.translation as TranslationState } : {}),
    ...(Number.isInteger(edit) && edit > 0 ? { edit } : {}),
  };
};

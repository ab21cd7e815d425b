/** @file The public site's UI strings: the built-in catalogue with the texts staff changed in the admin area over it. */
import type { Locale } from "../../../common/locales";
import type { Messages } from "../../../common/messages";
import { siteMessages, translationMessages } from "../../db/queries/translations";
import type { Deps } from "../../env";

/** The UI strings of one language. */
export const messagesIn = async (deps: Pick<Deps, "db">, locale: Locale): Promise<Messages> =>
  (await siteMessages(deps.db, [locale]))[locale];

/** The UI strings of several languages at once (one read). */
export const messagesOf = <L extends Locale>(deps: Pick<Deps, "db">, locales: readonly L[]): Promise<Record<L, Messages>> =>
  siteMessages(deps.db, locales);

/** Only the texts staff changed, as `{ key: text }`. */
export const changedTexts = (deps: Pick<Deps, "db">, locale: Locale): Promise<Record<string, string>> =>
  translationMessages(deps.db, locale);

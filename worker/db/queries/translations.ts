/** @file UI strings from D1 for one locale: `{ key: text }`, only where staff changed them (the rest stays built in). */
import type { Db } from "../../env";
import type { Locale } from "../../../common/locales";
import { builtInMessages } from "../../../web/i18n/messages";
import { translations } from "../schema";

const BUILT_IN = new Map(builtInMessages().map(([id, de, en]) => [id as string, { de, en }]));

export async function translationMessages(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db.select({ key: translations.key, german: translations.german, english: translations.english }).from(translations).all();
  const changed: Record<string, string> = {};
  for (const row of rows) {
    const text = locale === "en" ? row.english : row.german;
    if (BUILT_IN.get(row.key)?.[locale] !== text) changed[row.key] = text;
  }
  return changed;
}

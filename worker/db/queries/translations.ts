/** @file UI string overrides from D1 for one locale: `{ key: text }`. */
import type { Db } from "../../env";
import type { Locale } from "../../../common/locales";
import { translations } from "../schema";

export async function translationMessages(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db.select({ key: translations.key, german: translations.german, english: translations.english }).from(translations).all();
  return Object.fromEntries(rows.map((r) => [r.key, locale === "en" ? r.english : r.german]));
}

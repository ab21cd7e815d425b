/**
 * @file The public site's UI strings in D1: the built-in messages (common/messages.ts) are copied into the
 * translations table so staff can find and edit them; a stored text that differs from the built-in one wins.
 */
import type { Locale } from "../../../common/locales";
import { buildMessages, type Messages } from "../../../common/messages";
import type { Db } from "../../env";
import { translations } from "../schema";

const BUILT_IN: Record<Locale, Messages> = { de: buildMessages("de"), en: buildMessages("en") };
const BUILT_IN_KEYS = Object.keys(BUILT_IN.de) as (keyof Messages)[];
// D1 allows 100 bound parameters per statement: 4 per row
const INSERT_CHUNK = 20;

let synced = false;

/** Adds built-in messages the table does not have yet (new keys after a deploy); edited rows stay. Once per isolate. */
export async function ensureBuiltInTranslations(db: Db) {
  if (synced) return;
  const rows = BUILT_IN_KEYS.map((key) => ({ key, german: BUILT_IN.de[key], english: BUILT_IN.en[key], category: key.split(".")[0] }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    inserts.push(
      db
        .insert(translations)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing(),
    );
  if (inserts.length) await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
  synced = true;
}

/** Makes the next request sync again (tests that start a file on an empty database in a shared isolate). */
export function forgetBuiltInTranslationsSync() {
  synced = false;
}

type StoredText = { key: string; german: string; english: string };

/** Every stored text: one scan of the table per request, whatever languages it serves. */
function storedTexts(db: Db): Promise<StoredText[]> {
  return db.select({ key: translations.key, german: translations.german, english: translations.english }).from(translations).all();
}

/** The texts of one language that differ from the built-in ones (and keys the site does not have built in). */
function changedTexts(rows: StoredText[], locale: Locale): Record<string, string> {
  const builtIn = BUILT_IN[locale] as Record<string, string>;
  const changed: Record<string, string> = {};
  for (const row of rows) {
    const text = locale === "en" ? row.english : row.german;
    if (builtIn[row.key] !== text) changed[row.key] = text;
  }
  return changed;
}

/** The stored texts of one language that differ from the built-in ones. */
export async function translationMessages(db: Db, locale: Locale): Promise<Record<string, string>> {
  return changedTexts(await storedTexts(db), locale);
}

/** The UI strings of the given languages: built-ins with the changed texts over them, from one read of the table. */
export async function siteMessages<L extends Locale>(db: Db, locales: readonly L[]): Promise<Record<L, Messages>> {
  const rows = await storedTexts(db);
  const result = {} as Record<L, Messages>;
  for (const locale of locales) result[locale] = { ...BUILT_IN[locale], ...changedTexts(rows, locale) };
  return result;
}

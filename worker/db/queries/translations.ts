/**
 * @file The public site's UI strings in D1: the built-in messages (common/messages.ts) are copied into the
 * translations table so staff can find and edit them; a stored text that differs from the built-in one wins.
 */
import { sql } from "drizzle-orm";
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

/** The stored texts of one language that differ from the built-in ones (and keys the site does not have built in). */
export async function translationMessages(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translations.key, german: translations.german, english: translations.english })
    .from(translations)
    .all();
  const builtIn = BUILT_IN[locale] as Record<string, string>;
  const changed: Record<string, string> = {};
  for (const row of rows) {
    const text = locale === "en" ? row.english : row.german;
    if (builtIn[row.key] !== text) changed[row.key] = text;
  }
  return changed;
}

/** Both languages' UI strings: built-ins with the changed texts over them (what the public site's root loader reads). */
export async function siteMessages(db: Db): Promise<Record<Locale, Messages>> {
  const count = await db.select({ n: sql<number>`count(*)` }).from(translations).get();
  if (!count?.n) return BUILT_IN;
  const [de, en] = await Promise.all([translationMessages(db, "de"), translationMessages(db, "en")]);
  return { de: { ...BUILT_IN.de, ...de }, en: { ...BUILT_IN.en, ...en } };
}

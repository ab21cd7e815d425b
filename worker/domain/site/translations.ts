/**
 * @file Staff's changes to the public site's UI texts: add one under a new key, change it (version-checked), delete it;
 * each with its audit row, and the writes with their version and revision.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { translationCreateSchema, translationUpdateSchema } from "../../../common/schemas/translations";
import { nextTranslationSources, TRANSLATABLE, uiStringTexts } from "../../../common/translation";
import { translations } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict, found } from "../../lib/errors";
import { changedFields, changeStatements, changesNothing } from "../history/change";
import { rowSnapshot } from "../history/snapshots";
import { catchEditConflict, withVersion } from "../history/versions";

/** The audit log's and the version table's name of a UI text. */
export const TRANSLATION_ENTITY = "translation";

/** One UI text with the version it is at. */
export const findTranslation = async (deps: Pick<Deps, "db">, id: number) =>
  withVersion(deps, TRANSLATION_ENTITY, found(await deps.db.select().from(translations).where(eq(translations.id, id)).get(), NOT_FOUND));

const NOT_FOUND = "Übersetzung nicht gefunden";
const UI_FIELDS = TRANSLATABLE.ui_string.fields;
const KEY_TAKEN = "Dieser Schlüssel existiert bereits";

/** Adds a UI text under a new key (409 when the key exists), audited. */
export async function createTranslation(deps: Deps, input: z.infer<typeof translationCreateSchema>) {
  const db = deps.db;
  // not a column: an English text taken over from a template translation is marked in translation_sources
  const { unchecked_en, ...data } = input;
  if (await db.select({ id: translations.id }).from(translations).where(eq(translations.key, data.key)).get()) {
    throw conflict("key_taken", KEY_TAKEN, { fields: { key: [KEY_TAKEN] } });
  }
  const newId = sql`(SELECT id FROM translations WHERE key = ${data.key})`;
  const change = changeStatements(deps, {
    ref: { entity: TRANSLATION_ENTITY, id: newId },
    kind: "create",
    changed: changedFields(null, data),
    snapshot: rowSnapshot(translations, newId),
  });
  const [[created]] = await db.batch([
    db
      .insert(translations)
      .values({ ...data, translation_sources: nextTranslationSources(UI_FIELDS, null, null, uiStringTexts(data), unchecked_en) })
      .returning(),
    ...change.after,
    auditInsert(deps, { action: "create", entity: TRANSLATION_ENTITY, entityId: newId, details: { key: data.key } }),
  ]);
  return { ...created, version: 1 };
}

/** Changes a UI text, audited with its key; with `expected` (the version loaded) a stale save is a 409 edit_conflict. */
export async function updateTranslation(
  deps: Deps,
  id: number,
  input: z.infer<typeof translationUpdateSchema>,
  expected?: number,
  kind = "update",
) {
  const db = deps.db;
  const { unchecked_en, ...data } = input;
  const existing = await findTranslation(deps, id);
  // the one save path of a UI string: a string never saved since tracking began (a built-in default) counts as in step
  // with the baseline of nextTranslationSources
  const before = uiStringTexts(existing);
  const after = uiStringTexts({ ...existing, ...data });
  const translation_sources = nextTranslationSources(UI_FIELDS, existing.translation_sources, before, after, unchecked_en);
  // a save that stores nothing new writes nothing (../history/change.ts)
  const ref = { entity: TRANSLATION_ENTITY, id };
  if (
    await changesNothing(
      deps,
      { ref, expected, loadCurrent: () => findTranslation(deps, id) },
      changedFields(existing, { ...data, translation_sources }),
    )
  )
    return existing;
  const change = changeStatements(deps, {
    ref: { entity: TRANSLATION_ENTITY, id },
    kind,
    changed: changedFields(existing, data),
    expected,
    snapshot: rowSnapshot(translations, id),
  });
  const write = () =>
    db.batch([
      change.before,
      db
        .update(translations)
        .set({ ...data, translation_sources, updated_at: (deps.now ?? new Date()).toISOString() })
        .where(eq(translations.id, id))
        .returning(),
      ...change.after,
      auditInsert(deps, { action: "update", entity: TRANSLATION_ENTITY, entityId: id, details: { key: existing.key, ...data } }),
    ]);
  const [, [updated]] = await catchEditConflict(deps, { entity: TRANSLATION_ENTITY, id }, () => findTranslation(deps, id), write);
  return { ...updated, version: existing.version + 1 };
}

/** Deletes a UI text, audited with its key. */
export async function deleteTranslation(deps: Deps, id: number) {
  const db = deps.db;
  const existing = found(await db.select({ key: translations.key }).from(translations).where(eq(translations.id, id)).get(), NOT_FOUND);
  await db.batch([
    db.delete(translations).where(eq(translations.id, id)),
    auditInsert(deps, { action: "delete", entity: "translation", entityId: id, details: { key: existing.key } }),
  ]);
}

/**
 * @file Site settings: the stored `{ key, value }` rows (public API, page loaders), the same resolved over their
 * defaults (feeds, anything rendered on the server), every key with its value or default for the admin screen, and the
 * save of changed keys with its audit row, version and revision (the settings are one versioned record, "settings/site").
 */
import { sql } from "drizzle-orm";
import { resolveSettings, SETTING_KEYS, type SettingKey } from "../../../common/setting-defaults";
import {
  nextTranslationSources,
  sourcesWithBaseline,
  TRANSLATABLE,
  type TranslationSources,
  type UncheckedEnglish,
} from "../../../common/translation";
import type { SettingRow } from "../../../common/types";
import { listSettings } from "../../db/queries/settings";
import { siteSettings as settingsTable } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { changedFields, changeStatements, changesNothing } from "../history/change";
import { catchEditConflict, versionOf } from "../history/versions";

/** The settings as one versioned record: their entity and id in the version and revision tables. */
export const SETTINGS_REF = { entity: "settings", id: "site" } as const;

/** The settings key that keeps the translation sources of the bilingual settings (internal: not a public setting). */
const SOURCES_KEY = "translation_sources";
const SETTING_FIELDS = TRANSLATABLE.setting.fields;

export const settingRows = async (deps: Pick<Deps, "db">): Promise<SettingRow[]> =>
  (await listSettings(deps.db)).filter((row) => row.key !== SOURCES_KEY);

export const parseSources = (value: string | undefined): TranslationSources => {
  try {
    const parsed: unknown = value ? JSON.parse(value) : {};
    return parsed && typeof parsed === "object" ? (parsed as TranslationSources) : {};
  } catch {
    return {};
  }
};

/** Every setting with its default where none is stored (the defaults are merged here and nowhere else). */
export const siteSettings = async (deps: Pick<Deps, "db">) => resolveSettings(await settingRows(deps));

/** Every key for the admin screen (its value, stored else the default, and when it was last saved) and their version. */
export async function settingsForAdmin(deps: Pick<Deps, "db">) {
  const [rows, { version }] = await Promise.all([
    deps.db.select().from(settingsTable).all(),
    versionOf(deps, SETTINGS_REF.entity, SETTINGS_REF.id),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const values = resolveSettings(rows);
  const settings = SETTING_KEYS.map((key: SettingKey) => ({ key, value: values[key], updated_at: stored.get(key)?.updated_at ?? null }));
  // unsaved pairs (defaults, older rows) count as in step: see sourcesWithBaseline
  const translation_sources = sourcesWithBaseline(SETTING_FIELDS, parseSources(stored.get(SOURCES_KEY)?.value), values);
  return { settings, version, translation_sources };
}

/** The stored settings as one JSON object (key: value), as they are after the batch's writes. */
const settingsSnapshot = sql`(SELECT coalesce(json_group_object(${settingsTable.key}, ${settingsTable.value}), json('{}')) FROM ${settingsTable})`;

/**
 * Saves the changed keys (already validated) in one batch with their audit row; 400 when the body names no key and
 * confirms nothing; nothing is written when every given value is the current one (the answer is the settings as they
 * are, at their version). With `expected` (the version the screen loaded) a stale save changes nothing and answers 409
 * edit_conflict. A restore passes the restored version's translation sources (`restoredSources`): its texts are as in
 * step as they were then. `unchecked_en` (not a setting) names the English texts taken over from a template translation
 * (common/translation.ts); a save that only confirms one of them changes its source alone.
 */
export async function saveSettings(
  deps: Deps,
  body: Partial<Record<SettingKey, string | undefined>> & { unchecked_en?: UncheckedEnglish },
  expected?: number,
  kind = "update",
  restoredSources?: TranslationSources,
) {
  const { unchecked_en, ...input } = body;
  const changes = Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const db = deps.db;
  const now = (deps.now ?? new Date()).toISOString();
  // the one save path of the settings: stamp the hash of the German text each English one is saved against
  const current = await settingsForAdmin(deps);
  const before = Object.fromEntries(current.settings.map((s) => [s.key, s.value]));
  const after = { ...before, ...Object.fromEntries(changes) };
  const next = restoredSources ?? nextTranslationSources(SETTING_FIELDS, current.translation_sources, before, after, unchecked_en);
  const sources = JSON.stringify(next);
  if (!changes.length && sources === JSON.stringify(current.translation_sources))
    throw badRequest("no_changes", "Keine Änderung angegeben");
  // only the keys whose value differs are written, audited and named in the revision; a save in which none differs
  // (and no translation source moves) writes nothing (../history/change.ts)
  const changedKeys = changedFields(before, Object.fromEntries(changes));
  const written = changes.filter(([key]) => changedKeys.includes(key));
  const stored = [...changedKeys, ...changedFields({ sources: current.translation_sources }, { sources: next })];
  if (await changesNothing(deps, { ref: SETTINGS_REF, expected, loadCurrent: () => settingsForAdmin(deps) }, stored)) return current;
  const change = changeStatements(deps, {
    ref: SETTINGS_REF,
    kind,
    changed: changedKeys,
    expected,
    snapshot: settingsSnapshot,
  });
  await catchEditConflict(
    deps,
    SETTINGS_REF,
    () => settingsForAdmin(deps),
    () =>
      db.batch([
        change.before,
        auditInsert(deps, { action: "update", entity: "settings", details: Object.fromEntries(written) }),
        ...written.map(([key, value]) =>
          db
            .insert(settingsTable)
            .values({ key, value, updated_at: now })
            .onConflictDoUpdate({ target: settingsTable.key, set: { value, updated_at: now } }),
        ),
        db
          .insert(settingsTable)
          .values({ key: SOURCES_KEY, value: sources, updated_at: now })
          .onConflictDoUpdate({ target: settingsTable.key, set: { value: sources } }),
        ...change.after,
      ]),
  );
  return settingsForAdmin(deps);
}

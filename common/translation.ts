/**
 * @file Translation status of bilingual items (pure, shared by worker and admin): per field "EN fehlt", "EN veraltet"
 * (the German text changed after the English one was last saved) or "EN aktuell", from a map field → hash of the
 * German source at the time the English text was saved.
 */

import type { TranslationState } from "./translation-states";

export type { TranslationState } from "./translation-states";
/** Field → hash of the German text the English one was saved against. */
export type TranslationSources = Record<string, string>;

export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  missing: "EN fehlt",
  stale: "EN veraltet",
  current: "EN aktuell",
};

/**
 * Per kind of bilingual item: its German fields that have an English twin (`<field>_en`) and, of these, the ones it
 * needs in English to count as translated (the others fall back without harm, e.g. SEO texts). Each kind with a
 * `translation_sources` column keeps it through nextTranslationSources in its one save path (worker/domain/<kind>).
 */
export const TRANSLATABLE = {
  // a post's tags count as their lines, like a team member's expertise; missing English tags leave the post translated
  post: {
    fields: ["title", "excerpt", "content", "meta_title", "meta_description", "tags"],
    required: ["title", "excerpt", "content"],
  },
  // a page's own texts (their English twins live in its 'en' translation row); its sections are kind "section"
  page: {
    fields: ["title", "meta_description"],
    required: ["title"],
  },
  section: {
    fields: ["title", "subtitle", "content"],
    required: ["title", "subtitle", "content"],
  },
  /** The bilingual site settings (`site_name` / `site_name_en` …); their sources are the settings key `translation_sources`. */
  setting: {
    fields: ["site_name", "site_description"],
    required: ["site_name", "site_description"],
  },
  /** A UI string (table `translations`) seen through uiStringTexts: German `text`, English `text_en`. */
  ui_string: {
    fields: ["text"],
    required: ["text"],
  },
  // a team member's texts; the expertise tags may stay empty in English on purpose (the German ones are shown), so only
  // position and bio make a member "EN fehlt"; list fields count as their lines
  team: {
    fields: ["position", "bio", "expertise", "qualifications"],
    required: ["position", "bio"],
  },
  event: {
    fields: ["title", "description"],
    required: ["title", "description"],
  },
} as const satisfies Record<string, { fields: readonly string[]; required: readonly string[] }>;
export type TranslatableKind = keyof typeof TRANSLATABLE;
export type TranslatedField<K extends TranslatableKind> = (typeof TRANSLATABLE)[K]["fields"][number];

/** The German fields of a post that have an English twin. */
export const POST_TRANSLATED_FIELDS = TRANSLATABLE.post.fields;

/** Any record with text fields (a stored item, form values). */
type Texts = object;
/** A field's text; a list field (tags, qualifications) counts as its lines. */
const textOf = (item: Texts, field: string) => {
  const value = (item as Record<string, unknown>)[field];
  if (Array.isArray(value))
    return value
      .map((v) => String(v).trim())
      .filter(Boolean)
      .join("\n");
  return typeof value === "string" ? value.trim() : "";
};

/** FNV-1a (32 bit, hex) of the German text: small, synchronous and the same in the worker and the browser. */
function sourceHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * The source stamped on an English text an editor took over from a template translation (the built-in word
 * replacement, not a model, issue 42): `template:` and the hash of that English text. It never equals a German hash,
 * so the field counts as "EN veraltet" until a person edits the English text or confirms it.
 */
const TEMPLATE_MARK = "template:";
/** Whether a field's stored source marks an unchecked template translation. */
export const isTemplateSource = (source: string | null | undefined) => source?.startsWith(TEMPLATE_MARK) ?? false;

/**
 * Field → hash of the English text an editor accepted from a template translation and nobody has checked since (the
 * save input `unchecked_en`). A field whose English text no longer has that hash was edited by a person.
 */
export type UncheckedEnglish = Partial<Record<string, string>>;

/** The hash of a field's English text, as `unchecked_en` names it. */
export const englishHash = (item: Texts, field: string) => sourceHash(textOf(item, `${field}_en`));

/** The unchecked template translations of a stored item (its `unchecked_en` as an editor starts from it). */
export const uncheckedEnglishOf = (fields: readonly string[], sources: TranslationSources | null | undefined): Record<string, string> =>
  Object.fromEntries(
    fields.flatMap((f) => (isTemplateSource(sources?.[f]) ? [[f, (sources?.[f] ?? "").slice(TEMPLATE_MARK.length)]] : [])),
  );

/** Whether a field's English text is, right now, a template translation nobody has checked (edited text is not). */
export const isUncheckedTemplate = (item: Texts, unchecked: UncheckedEnglish | null | undefined, field: string) =>
  textOf(item, `${field}_en`) !== "" && unchecked?.[field] === englishHash(item, field);

/**
 * The sources map after a save, one rule for every kind and every save path (and the editors' panels, which show the
 * state the save will store):
 *
 * - a field whose English text is new or changed is stamped with the hash of the German text saved with it;
 * - a field whose English text stays keeps its source; a field without one (a row saved before tracking began: seeded,
 *   imported, or older) takes the hash of the German text stored beside it as its baseline, so the first German change
 *   after it is seen as "EN veraltet" (issue 42);
 * - a field named in `unchecked` with the hash of its English text is an unchecked template translation (TEMPLATE_MARK);
 *   a marked field stays marked while its English text is unchanged and `unchecked` is not given (API clients, restores),
 *   and counts as checked (stamped with the German hash) once an editor's `unchecked` leaves it out or its English changes;
 * - an emptied English text loses its entry.
 */
export function nextTranslationSources(
  fields: readonly string[],
  previous: TranslationSources | null | undefined,
  before: Texts | null,
  after: Texts,
  unchecked?: UncheckedEnglish | null,
): TranslationSources {
  const next: TranslationSources = {};
  for (const field of fields) {
    const en = textOf(after, `${field}_en`);
    if (!en) continue;
    const germanHash = sourceHash(textOf(after, field));
    const englishNow = sourceHash(en);
    if (unchecked?.[field] === englishNow) {
      next[field] = TEMPLATE_MARK + englishNow;
      continue;
    }
    const englishBefore = before ? textOf(before, `${field}_en`) : "";
    const known = previous?.[field] ?? (before && englishBefore ? sourceHash(textOf(before, field)) : undefined);
    if (isTemplateSource(known)) {
      next[field] = !unchecked && known === TEMPLATE_MARK + englishNow ? (known as string) : germanHash;
      continue;
    }
    next[field] = englishBefore !== en || !known ? germanHash : known;
  }
  return next;
}

/**
 * The sources of an item as they count now, with the baseline of nextTranslationSources for fields that have none (the
 * admin settings screen starts from it).
 */
export const sourcesWithBaseline = (fields: readonly string[], previous: TranslationSources | null | undefined, before: Texts) =>
  nextTranslationSources(fields, previous, before, before);

/** A UI string (german/english columns) in the `<field>` / `<field>_en` shape of TRANSLATABLE.ui_string. */
export const uiStringTexts = (row: { german: string; english: string }) => ({ text: row.german, text_en: row.english });

/** One field's state; a German field left empty needs no English. */
function fieldState(item: Texts, sources: TranslationSources | null | undefined, field: string): TranslationState {
  const de = textOf(item, field);
  if (!textOf(item, `${field}_en`)) return de ? "missing" : "current";
  const known = sources?.[field];
  return known && known !== sourceHash(de) ? "stale" : "current";
}

/** Every field's state. */
export const fieldStates = (item: Texts, sources: TranslationSources | null | undefined, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, fieldState(item, sources, f)])) as Record<string, TranslationState>;

/** The item's state: missing when a required field lacks English, else stale when any field is, else current. */
function itemState(
  item: Texts,
  sources: TranslationSources | null | undefined,
  fields: readonly string[],
  required: readonly string[],
): TranslationState {
  const states = fieldStates(item, sources, fields);
  if (required.some((f) => states[f] === "missing")) return "missing";
  return Object.values(states).includes("stale") ? "stale" : "current";
}

/** An item's state over its kind's translated fields (a post is "EN fehlt" when title, excerpt or content lack English). */
export const translationState = (kind: TranslatableKind, item: Texts & { translation_sources?: TranslationSources | null }) =>
  itemState(item, item.translation_sources, TRANSLATABLE[kind].fields, TRANSLATABLE[kind].required);

/**
 * @file Translation status of bilingual items (pure, shared by worker and admin): per field "EN fehlt", "EN veraltet"
 * (the German text changed after the English one was last saved) or "EN aktuell", from a map field → hash of the
 * German source at the time the English text was saved.
 */

export type TranslationState = "missing" | "stale" | "current";
/** Field → hash of the German text the English one was saved against. */
export type TranslationSources = Record<string, string>;

export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  missing: "EN fehlt",
  stale: "EN veraltet",
  current: "EN aktuell",
};

/** The German fields of a post that have an English twin (`<field>_en`). */
export const POST_TRANSLATED_FIELDS = ["title", "excerpt", "content", "meta_title", "meta_description"] as const;
/** Of these, the ones a post needs in English to have an English page (the SEO texts fall back). */
const POST_REQUIRED_FIELDS = ["title", "excerpt", "content"] as const;

/** Any record with text fields (a stored post, form values). */
type Texts = object;
const textOf = (item: Texts, field: string) => {
  const value = (item as Record<string, unknown>)[field];
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
 * The sources map after a save: a field whose English text is new or changed (or has no entry yet) is stamped with the
 * hash of the German text saved with it; an emptied English text loses its entry; the rest keep theirs.
 */
export function nextTranslationSources(
  fields: readonly string[],
  previous: TranslationSources | null | undefined,
  before: Texts | null,
  after: Texts,
): TranslationSources {
  const next: TranslationSources = {};
  for (const field of fields) {
    const en = textOf(after, `${field}_en`);
    if (!en) continue;
    const known = previous?.[field];
    const englishChanged = !before || textOf(before, `${field}_en`) !== en;
    next[field] = englishChanged || !known ? sourceHash(textOf(after, field)) : known;
  }
  return next;
}

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

/** A post's state over its translated fields ("EN fehlt" when title, excerpt or content lack English). */
export const postTranslationState = (post: Texts & { translation_sources?: TranslationSources | null }) =>
  itemState(post, post.translation_sources, POST_TRANSLATED_FIELDS, POST_REQUIRED_FIELDS);

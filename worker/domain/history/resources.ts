/**
 * @file The versioned resources of the admin API as the revisions API serves them: each one's entity, the permissions
 * to read and to restore, and how a revision's snapshot is restored through the resource's own save (so a restore gets
 * a new version and a revision of kind "restore", and never changes whether the record is published; a restore of the
 * state the record is in changes nothing and writes nothing, as any such save).
 */
import { eq } from "drizzle-orm";
import type { PermissionName } from "../../../common/permissions";
import { aiContentInputSchema } from "../../../common/schemas/ai-content";
import { blogPostInputSchema } from "../../../common/schemas/blog";
import { pageSchema } from "../../../common/schemas/pages";
import { settingsUpdateSchema } from "../../../common/schemas/settings";
import { translationUpdateSchema } from "../../../common/schemas/translations";
import { TRANSLATABLE, type TranslatableKind, type TranslationSources, uncheckedEnglishOf } from "../../../common/translation";
import { aiGeneratedContent, blogPosts, pageSections, pages, translations } from "../../db/schema";
import type { Deps } from "../../env";
import { fieldError, notFound } from "../../lib/errors";
import { parseOrThrow } from "../../lib/validate";
import { AI_CONTENT_ENTITY, findContent, updateContent } from "../ai-content/drafts";
import { findPost, POST_ENTITY, postAsInput, savePost } from "../blog/save";
import { EVENT_RECORDS } from "../event-records";
import { findPageForAdmin, PAGE_ENTITY, updatePage } from "../pages/save";
import { recordStore } from "../records";
import { parseSources, SETTINGS_REF, saveSettings } from "../site/settings";
import { findTranslation, TRANSLATION_ENTITY, updateTranslation } from "../site/translations";
import { TEAM_RECORDS } from "../team-records";
import { decodeSnapshot } from "./snapshots";

type Snapshot = Record<string, unknown>;

/** The unchecked template translations the restored version had: they come back unchecked (common/translation.ts). */
const restoredMarks = (kind: TranslatableKind, sources: unknown) =>
  uncheckedEnglishOf(TRANSLATABLE[kind].fields, sources as TranslationSources | null);

export interface HistoryResource {
  /** The admin API's path of the resource (/api/admin/<path>/:id/revisions). */
  path: string;
  entity: string;
  /** Who may read the revisions; an empty list = every signed-in staff member. */
  view: PermissionName[];
  /** Who may restore one (the resource's edit permission). */
  edit: [PermissionName, ...PermissionName[]];
  /** The record's id from the path (404 when there is no such record). */
  assertExists(deps: Pick<Deps, "db">, id: string): Promise<string>;
  /** Saves the snapshot over the record as a "restore" (`expected`: the version the editor loaded; 409 when stale). */
  restore(deps: Deps, id: string, snapshot: Snapshot, expected: number): Promise<unknown>;
}

const RESTORE = "restore";
/** A numeric record id from the path: decimal digits only, within the safe integer range (400 otherwise, as `idParam`). */
const numericId = (id: string) => {
  if (!/^[1-9][0-9]*$/.test(id) || !Number.isSafeInteger(Number(id)))
    throw fieldError("id", "Eine ID ist eine ganze Zahl ab 1, nur aus Ziffern");
  return Number(id);
};

const blog: HistoryResource = {
  path: "blog",
  entity: POST_ENTITY,
  view: ["blog.view"],
  edit: ["blog.edit"],
  assertExists: async (deps, id) => String((await findPost(deps, numericId(id))).id),
  async restore(deps, id, snapshot, expected) {
    const existing = await findPost(deps, numericId(id));
    const old = decodeSnapshot(blogPosts, snapshot);
    // the text comes back; whether and when the post is published stays as it is now
    const data = parseOrThrow(blogPostInputSchema, {
      ...postAsInput(old),
      published: existing.published,
      content_status: existing.content_status,
      scheduled_publish_date: existing.scheduled_publish_date,
      unchecked_en: restoredMarks("post", old.translation_sources),
    });
    // its own old address may come back (the redirect from it then turns round)
    return savePost(deps, data, existing, { expected, kind: RESTORE, reuseSlug: true });
  },
};

const pagesResource: HistoryResource = {
  path: "pages",
  entity: PAGE_ENTITY,
  view: ["pages.view"],
  edit: ["pages.edit"],
  assertExists: async (deps, id) => String((await findPageForAdmin(deps, numericId(id))).id),
  async restore(deps, id, snapshot, expected) {
    const pageId = numericId(id);
    const existing = await findPageForAdmin(deps, pageId);
    const current = await deps.db.select({ id: pageSections.id }).from(pageSections).where(eq(pageSections.page_id, pageId));
    const still = new Set(current.map((s) => s.id));
    // sections deleted since come back as new ones
    const sections = ((snapshot.sections as Snapshot[] | undefined) ?? []).map((s) => {
      const section = decodeSnapshot(pageSections, s);
      const id = still.has(s.id as number) ? (s.id as number) : undefined;
      return { ...section, id, unchecked_en: restoredMarks("section", section.translation_sources) };
    });
    // the page's own columns in their types (booleans from 0/1), its parts as the snapshot holds them
    const page = decodeSnapshot(pages, snapshot);
    const data = parseOrThrow(pageSchema, {
      ...snapshot,
      ...page,
      published: existing.published,
      sections,
      unchecked_en: restoredMarks("page", page.translation_sources),
    });
    return updatePage(deps, pageId, data, expected, RESTORE, true);
  },
};

function recordResource(spec: typeof TEAM_RECORDS | typeof EVENT_RECORDS): HistoryResource {
  const store = recordStore(spec as typeof TEAM_RECORDS);
  return {
    path: spec.resource,
    entity: spec.entity,
    view: [`${spec.resource}.view`],
    edit: [`${spec.resource}.edit`],
    assertExists: async (deps, id) => String((await store.find(deps, numericId(id))).id),
    async restore(deps, id, snapshot, expected) {
      const row = decodeSnapshot(spec.table, snapshot);
      const data = parseOrThrow(spec.schema, { ...row, unchecked_en: restoredMarks(spec.translation, row.translation_sources) });
      return store.update(deps, numericId(id), data as never, expected, RESTORE);
    },
  };
}

const withoutSources = (snapshot: unknown) => {
  if (!snapshot || typeof snapshot !== "object") return snapshot;
  const { translation_sources: _internal, ...rest } = snapshot as Record<string, unknown>;
  return rest;
};

/** The translation sources a settings snapshot kept (a JSON string under the internal key), if any. */
const snapshotSources = (snapshot: unknown) => {
  const stored = (snapshot as Record<string, unknown> | null)?.translation_sources;
  return typeof stored === "string" ? parseSources(stored) : undefined;
};

const settings: HistoryResource = {
  path: "settings",
  entity: SETTINGS_REF.entity,
  view: ["settings.view"],
  edit: ["settings.edit"],
  assertExists: async (_deps, id) => {
    if (id !== SETTINGS_REF.id) throw notFound();
    return id;
  },
  // the snapshot's translation_sources key is internal: not a setting to validate, but the sources the restored texts
  // had (a snapshot from before they were kept has none: the save path then stamps the restored texts anew)
  restore: (deps, _id, snapshot, expected) =>
    saveSettings(deps, parseOrThrow(settingsUpdateSchema, withoutSources(snapshot)), expected, RESTORE, snapshotSources(snapshot)),
};

const uiTexts: HistoryResource = {
  path: "translations",
  entity: TRANSLATION_ENTITY,
  view: [],
  edit: ["translations.edit"],
  assertExists: async (deps, id) => String((await findTranslation(deps, numericId(id))).id),
  async restore(deps, id, snapshot, expected) {
    const row = decodeSnapshot(translations, snapshot);
    const data = parseOrThrow(translationUpdateSchema, {
      german: row.german,
      english: row.english,
      category: row.category,
      unchecked_en: restoredMarks("ui_string", row.translation_sources),
    });
    return updateTranslation(deps, numericId(id), data, expected, RESTORE);
  },
};

const aiContent: HistoryResource = {
  path: "ai-content",
  entity: AI_CONTENT_ENTITY,
  view: ["blog.create"],
  edit: ["blog.create"],
  assertExists: async (deps, id) => String((await findContent(deps, numericId(id))).id),
  async restore(deps, id, snapshot, expected) {
    const existing = await findContent(deps, numericId(id));
    const row = decodeSnapshot(aiGeneratedContent, snapshot);
    // the status follows publishing, not the history
    const data = parseOrThrow(aiContentInputSchema, { ...row, status: existing.status });
    return updateContent(deps, existing, data, expected, { kind: RESTORE });
  },
};

/** Every resource with revisions, by its admin API path. */
export const HISTORY = {
  blog,
  pages: pagesResource,
  team: recordResource(TEAM_RECORDS),
  events: recordResource(EVENT_RECORDS),
  settings,
  translations: uiTexts,
  aiContent,
} as const;

/**
 * @file Single-record restore: a post, page, team member or event as the backup holds it beside its current state
 * (both as revision snapshots, so the admin's snapshot diff shows them) and the current state's version, and the
 * restore through the resource's own save (worker/domain/history/resources.ts: a new version and a revision of kind
 * "restore"; publication unchanged), which names that version (If-Match): a record changed since is a 409. A record
 * purged from the trash comes back through the trash's own restore (worker/domain/trash/restore.ts) under its id.
 */
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { blogPosts, events, pageSections, pages, pageTranslations, type TrashEntry, teamMembers } from "../../db/schema";
import type { Deps } from "../../env";
import { conflict, notFound } from "../../lib/errors";
import { HISTORY } from "../history/resources";
import { versionOf } from "../history/versions";
import type { TrashEntity } from "../trash/move";
import { restoreFromTrash } from "../trash/restore";
import { gunzipText, readManifest, tableKey } from "./format";

type Row = Record<string, unknown>;

/** The kinds of record a backup restores singly: their table, their history (whose `edit` a restore needs) and trash entity. */
export const RESTORABLE = {
  blog: { table: blogPosts, history: HISTORY.blog, trash: "blog_post" },
  pages: { table: pages, history: HISTORY.pages, trash: "page" },
  team: { table: teamMembers, history: HISTORY.team, trash: "team_member" },
  events: { table: events, history: HISTORY.events, trash: "event" },
} as const satisfies Record<string, { trash: TrashEntity; [key: string]: unknown }>;
export type RestorableResource = keyof typeof RESTORABLE;

/** A stored row as a revision snapshot: JSON columns parsed (json_object embeds them as JSON). */
function asSnapshot(table: SQLiteTable, row: Row): Row {
  const out: Row = { ...row };
  for (const column of Object.values(getTableColumns(table) as Record<string, SQLiteColumn>)) {
    const value = row[column.name];
    if (column.dataType === "json" && typeof value === "string") out[column.name] = JSON.parse(value);
  }
  return out;
}

async function backupRows(deps: Deps, backupId: string, table: SQLiteTable): Promise<Row[]> {
  const manifest = await readManifest(deps.env.BACKUPS, backupId);
  if (!manifest) throw notFound("Sicherung nicht gefunden");
  const file = await deps.env.BACKUPS.get(tableKey(backupId, getTableName(table)));
  if (!file) return [];
  const text = await gunzipText(file.body);
  return text
    ? text
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as Row)
    : [];
}

async function currentRows(deps: Deps, table: SQLiteTable, column: string, id: number): Promise<Row[]> {
  const { results } = await deps.env.DB.prepare(`SELECT * FROM "${getTableName(table)}" WHERE "${column}" = ? ORDER BY rowid`)
    .bind(id)
    .all<Row>();
  return results;
}

/** The record as a snapshot; a page carries its sections (as its revisions do). */
function snapshotOf(resource: RestorableResource, row: Row | undefined, sections: Row[]): Row | null {
  if (!row) return null;
  const snapshot = asSnapshot(RESTORABLE[resource].table, row);
  if (resource === "pages") snapshot.sections = sections.map((s) => asSnapshot(pageSections, s));
  return snapshot;
}

export async function recordFromBackup(deps: Deps, backupId: string, resource: RestorableResource, id: number) {
  const { table } = RESTORABLE[resource];
  const [stored] = (await backupRows(deps, backupId, table)).filter((r) => r.id === id);
  if (!stored) throw notFound("Der Datensatz ist in dieser Sicherung nicht enthalten");
  const storedSections = resource === "pages" ? (await backupRows(deps, backupId, pageSections)).filter((s) => s.page_id === id) : [];
  const [current] = await currentRows(deps, table, "id", id);
  const currentSections = resource === "pages" ? await currentRows(deps, pageSections, "page_id", id) : [];
  // the version of the current state: the If-Match of a restore chosen on this comparison
  const { version } = await versionOf(deps, RESTORABLE[resource].history.entity, id);
  // a record that is gone: in the trash (restore it from there) or purged (the backup brings it back)
  const inTrash =
    !current &&
    !!(await deps.env.DB.prepare("SELECT 1 FROM trash WHERE entity = ? AND record_id = ?")
      .bind(RESTORABLE[resource].trash, String(id))
      .first());
  return {
    backup: snapshotOf(resource, stored, storedSections),
    current: snapshotOf(resource, current, currentSections),
    version,
    in_trash: inTrash,
  };
}

/**
 * Saves the backup's version over the current record (409 edit_conflict when it is no longer at `expected`, the
 * version the comparison showed). A record in the trash is restored from the trash first (404 until then); a record
 * purged from the trash comes back from the backup as the trash would bring it back: under its id, a page with its
 * sections and translations, with a new version and a revision of kind "restore".
 */
export async function restoreRecordFromBackup(deps: Deps, backupId: string, resource: RestorableResource, id: number, expected: number) {
  const { backup, current, version, in_trash } = await recordFromBackup(deps, backupId, resource, id);
  if (current && backup) return RESTORABLE[resource].history.restore(deps, String(id), backup, expected);
  const entity = RESTORABLE[resource].trash;
  if (in_trash || !backup) throw notFound("Den Datensatz gibt es nicht mehr: bitte zuerst aus dem Papierkorb wiederherstellen");
  if (expected !== version) throw conflict("edit_conflict", "Der Datensatz wurde inzwischen geändert. Bitte laden Sie den Vergleich neu.");
  const snapshot: Row = { ...backup };
  if (resource === "pages") {
    const translations = (await backupRows(deps, backupId, pageTranslations)).filter((t) => t.page_id === id);
    snapshot.translations = translations.map((t) => asSnapshot(pageTranslations, t));
  }
  // the trash's own restore, with an entry that is no longer in the trash (its id matches no row)
  const entry: TrashEntry = {
    id: -1,
    entity,
    record_id: String(id),
    title: String(backup.title ?? backup.name ?? id),
    snapshot,
    gone_paths: [],
    deleted_by_id: null,
    deleted_by: "",
    deleted_at: "",
  };
  await restoreFromTrash(deps, entry, "backup");
  return recordFromBackup(deps, backupId, resource, id).then((r) => r.current);
}

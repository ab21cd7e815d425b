/**
 * @file Single-record restore: a post, page, team member or event as the backup holds it beside its current state
 * (both as revision snapshots, so the admin's snapshot diff shows them) and the current state's version, and the
 * restore through the resource's own save (worker/domain/history/resources.ts: a new version and a revision of kind
 * "restore"; publication unchanged), which names that version (If-Match): a record changed since is a 409.
 */
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { blogPosts, events, pageSections, pages, teamMembers } from "../../db/schema";
import type { Deps } from "../../env";
import { notFound } from "../../lib/errors";
import { HISTORY } from "../history/resources";
import { versionOf } from "../history/versions";
import { gunzipText, readManifest, tableKey } from "./format";

type Row = Record<string, unknown>;

export const RESTORABLE = {
  blog: { table: blogPosts, history: HISTORY.blog },
  pages: { table: pages, history: HISTORY.pages },
  team: { table: teamMembers, history: HISTORY.team },
  events: { table: events, history: HISTORY.events },
} as const;
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
  return { backup: snapshotOf(resource, stored, storedSections), current: snapshotOf(resource, current, currentSections), version };
}

/**
 * Saves the backup's version over the current record (404 when the record no longer exists: restore it from the trash
 * first; 409 edit_conflict when it is no longer at `expected`, the version the comparison showed).
 */
export async function restoreRecordFromBackup(deps: Deps, backupId: string, resource: RestorableResource, id: number, expected: number) {
  const { backup, current } = await recordFromBackup(deps, backupId, resource, id);
  if (!current || !backup) throw notFound("Den Datensatz gibt es nicht mehr");
  return RESTORABLE[resource].history.restore(deps, String(id), backup, expected);
}

/**
 * @file Bringing a record back from the trash: its rows are inserted again under their old id from the snapshot (a
 * page with its sections and translations), the 410 of its addresses goes, and a versioned record gets a new version
 * and a revision of kind "restore"; all in one batch with the audit row. A slug or file name taken meanwhile is a 409.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { conflictOnConstraint } from "../../db/conflicts";
import {
  aiGeneratedContent,
  assets,
  blogPosts,
  events,
  pageSections,
  pages,
  pageTranslations,
  redirects,
  type TrashEntry,
  teamMembers,
  trash,
} from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { conflict } from "../../lib/errors";
import { changeStatements } from "../history/change";
import { decodeSnapshot, rowSnapshot } from "../history/snapshots";
import { pageSnapshot } from "../pages/save";
import type { TrashEntity } from "./move";

type Table = SQLiteTable & { id: SQLiteColumn };
const TABLES: Record<TrashEntity, Table> = {
  blog_post: blogPosts,
  page: pages,
  team_member: teamMembers,
  event: events,
  ai_content: aiGeneratedContent,
  asset: assets,
};

const TAKEN = "Die Adresse oder der Dateiname ist inzwischen vergeben. Bitte ändern Sie den anderen Eintrag zuerst.";

/** The insert statements that put the record's rows back. */
function reinsert(
  deps: Pick<Deps, "db">,
  entity: TrashEntity,
  snapshot: Record<string, unknown>,
): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const db = deps.db;
  const table = TABLES[entity];
  const row = db.insert(table).values(decodeSnapshot(table, snapshot) as never);
  if (entity !== "page") return [row];
  const children = (key: string) => (snapshot[key] as Record<string, unknown>[] | undefined) ?? [];
  const pageId = Number(snapshot.id);
  // the child pages it had when deleted get it back as parent, unless they were given another one meanwhile
  const childIds = ((snapshot.child_ids as unknown[] | undefined) ?? []).map(Number).filter(Number.isInteger);
  return [
    row,
    ...children("sections").map((s) => db.insert(pageSections).values(decodeSnapshot(pageSections, s))),
    ...children("translations").map((t) => db.insert(pageTranslations).values(decodeSnapshot(pageTranslations, t))),
    ...(childIds.length
      ? [
          db
            .update(pages)
            .set({ parent_id: pageId })
            .where(and(inArray(pages.id, childIds.slice(0, 90)), isNull(pages.parent_id))),
        ]
      : []),
  ];
}

/**
 * Restores the entry's record (the caller checked the permission); answers the record's type and id. `from` names the
 * source in the audit log: a backup restores a purged record through here with an entry no longer in the trash.
 */
export async function restoreFromTrash(deps: Deps, entry: TrashEntry, from: "trash" | "backup" = "trash") {
  const db = deps.db;
  const entity = entry.entity as TrashEntity;
  const id = Number(entry.record_id);
  const versioned = entity !== "asset";
  const change = versioned
    ? changeStatements(deps, {
        ref: { entity, id },
        kind: "restore",
        changed: [],
        snapshot: entity === "page" ? pageSnapshot(id) : rowSnapshot(TABLES[entity], id),
      })
    : null;
  await conflictOnConstraint(
    () =>
      db.batch([
        ...reinsert(deps, entity, entry.snapshot),
        ...(change?.after ?? []),
        ...(entry.gone_paths.length
          ? [db.delete(redirects).where(and(inArray(redirects.from_path, entry.gone_paths), eq(redirects.source, "trash")))]
          : []),
        db.delete(trash).where(eq(trash.id, entry.id)),
        auditInsert(deps, { action: "restore", entity, entityId: id, details: { title: entry.title, from } }),
      ]),
    [[/UNIQUE constraint failed/i, () => conflict("slug_taken", TAKEN)]],
  );
  return { type: entity, record_id: id };
}

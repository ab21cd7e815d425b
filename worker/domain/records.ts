/**
 * @file Plain content records (team members, events): paged list with search, find, create, update and delete, every
 * write with its audit row naming the record by its label (name or title), its version and its revision. The definitions live with their aggregate
 * (TEAM_RECORDS in ./team-records.ts, EVENT_RECORDS in ./event-records.ts); worker/routes/admin/paged-crud.ts serves them.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import {
  nextTranslationSources,
  TRANSLATABLE,
  type TranslatableKind,
  type TranslationState,
  translationState,
  type UncheckedEnglish,
} from "../../common/translation";
import type { Deps } from "../env";
import { auditInsert } from "../lib/audit";
import { found } from "../lib/errors";
import { countAll, offsetOf, searchAny } from "../lib/paging";
import { changedFields, changeStatements, changesNothing } from "./history/change";
import { rowSnapshot } from "./history/snapshots";
import { catchEditConflict, withVersion, withVersions } from "./history/versions";
import { type TrashEntity, trashStatements } from "./trash/move";

type Table = SQLiteTable & { id: SQLiteColumn; updated_at: SQLiteColumn };

export interface RecordSpec<T extends Table, Label extends keyof T & string, Schema extends z.ZodType> {
  table: T;
  /** The permission prefix: `team` -> team.view, team.create, team.edit, team.delete. */
  resource: "team" | "events";
  /** The audit log's entity name. */
  entity: string;
  /** The column that names a record in the audit log (and its key in the audit details). */
  label: Label;
  schema: Schema;
  /** Columns `?q` searches. */
  search: (SQLiteColumn | SQL)[];
  orderBy: (SQLiteColumn | SQL)[];
  notFound: string;
  /** Its kind in common/translation.ts: every create and update (restores too) stamps `translation_sources`. */
  translation: TranslatableKind;
}

export function recordStore<T extends Table, Label extends keyof T & string, Schema extends z.ZodType<Record<Label, unknown>>>(
  spec: RecordSpec<T, Label, Schema>,
) {
  type Row = T["$inferSelect"];
  type Data = z.output<Schema>;
  type Versioned = Row & { version: number };
  const { table, entity, label, notFound } = spec;
  const labelColumn = table[label] as SQLiteColumn;
  const byId = (id: number) => eq(table.id, id);
  const details = (value: unknown) => ({ [label]: value });
  const translatedFields = TRANSLATABLE[spec.translation].fields;
  // the German source of each English text as saved, so a later German change shows "EN veraltet"; `unchecked_en` (the
  // English texts taken over from a template translation) is no column, it goes into translation_sources
  const withSources = (data: Data, existing: Versioned | null) => {
    const { unchecked_en, ...columns } = data as { unchecked_en?: UncheckedEnglish };
    return {
      ...columns,
      translation_sources: nextTranslationSources(
        translatedFields,
        (existing as { translation_sources?: Record<string, string> } | null)?.translation_sources,
        existing,
        columns,
        unchecked_en,
      ),
    };
  };
  const withoutNote = (data: Data) => {
    const { unchecked_en: _note, ...columns } = data as Record<string, unknown>;
    return columns;
  };
  const assertExists = async (deps: Pick<Deps, "db">, id: number) =>
    found(
      await deps.db
        .select({ label: labelColumn })
        .from(table as SQLiteTable)
        .where(byId(id))
        .get(),
      notFound,
    );

  return {
    /** One page of records matching `q` (and the translation state `translation`), and how many match in all. */
    async list(deps: Pick<Deps, "db">, q: { q?: string; page: number; per_page: number; translation?: TranslationState }) {
      const db = deps.db;
      const where = searchAny(q.q, spec.search);
      if (q.translation) {
        // the state is computed from the texts (common/translation.ts), not stored: filter the (small) set here, then page
        const all = await db
          .select()
          .from(table as SQLiteTable)
          .where(where)
          .orderBy(...spec.orderBy);
        const matching = all.filter((row) => translationState(spec.translation, row) === q.translation);
        const page = matching.slice(offsetOf(q), offsetOf(q) + q.per_page) as { id: number }[];
        return { rows: (await withVersions(deps, entity, page)) as Versioned[], total: matching.length };
      }
      const [rows, [{ total }]] = await db.batch([
        db
          .select()
          .from(table as SQLiteTable)
          .where(where)
          .orderBy(...spec.orderBy)
          .limit(q.per_page)
          .offset(offsetOf(q)),
        db
          .select({ total: countAll })
          .from(table as SQLiteTable)
          .where(where),
      ]);
      return { rows: (await withVersions(deps, entity, rows as { id: number }[])) as Versioned[], total };
    },
    async find(deps: Pick<Deps, "db">, id: number): Promise<Versioned> {
      const row = await deps.db
        .select()
        .from(table as SQLiteTable)
        .where(byId(id))
        .get();
      return (await withVersion(deps, entity, found(row as { id: number } | undefined, notFound))) as Versioned;
    },
    async create(deps: Deps, data: Data): Promise<Versioned> {
      const db = deps.db;
      // inside the batch (one transaction) the newest row is the one just inserted
      const newId = sql`(SELECT max(${table.id}) FROM ${table})`;
      const change = changeStatements(deps, {
        ref: { entity, id: newId },
        kind: "create",
        changed: changedFields(null, withoutNote(data)),
        snapshot: rowSnapshot(table, newId),
      });
      const [[created]] = await db.batch([
        db
          .insert(table)
          .values(withSources(data, null) as never)
          .returning(),
        ...change.after,
        auditInsert(deps, { action: "create", entity, entityId: newId, details: details(data[label]) }),
      ]);
      return { ...(created as Row), version: 1 };
    },
    /** Saves the record; with `expected` (the version the editor loaded) a stale save is a 409 edit_conflict. */
    async update(deps: Deps, id: number, data: Data, expected?: number, kind = "update"): Promise<Versioned> {
      const db = deps.db;
      const existing = await this.find(deps, id);
      const values = withSources(data, existing);
      // a save that stores nothing new writes nothing (./history/change.ts)
      if (
        await changesNothing(
          deps,
          { ref: { entity, id }, expected, loadCurrent: () => this.find(deps, id) },
          changedFields(existing as Record<string, unknown>, values),
        )
      )
        return existing;
      const change = changeStatements(deps, {
        ref: { entity, id },
        kind,
        changed: changedFields(existing as Record<string, unknown>, withoutNote(data)),
        expected,
        snapshot: rowSnapshot(table, id),
      });
      const [, [updated]] = await catchEditConflict(
        deps,
        { entity, id },
        () => this.find(deps, id),
        () =>
          db.batch([
            change.before,
            db
              .update(table)
              .set({ ...values, updated_at: (deps.now ?? new Date()).toISOString() } as never)
              .where(byId(id))
              .returning(),
            ...change.after,
            auditInsert(deps, { action: "update", entity, entityId: id, details: details(data[label]) }),
          ]),
      );
      return { ...found(updated as Row | undefined, notFound), version: existing.version + 1 };
    },
    async remove(deps: Deps, id: number): Promise<void> {
      const db = deps.db;
      const existing = await assertExists(deps, id);
      await db.batch([
        ...trashStatements(deps, { entity: entity as TrashEntity, id, title: String(existing.label), snapshot: rowSnapshot(table, id) }),
        db.delete(table).where(byId(id)),
        auditInsert(deps, { action: "delete", entity, entityId: id, details: details(existing.label) }),
      ]);
    },
  };
}

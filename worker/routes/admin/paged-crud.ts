/**
 * @file The admin API of a plain content resource (team, events): GET / paged (?page, ?per_page, ?q; total in
 * X-Total-Count), GET|PUT|DELETE /:id, POST /. Permissions `<resource>.view/create/edit/delete`; every write is
 * audited with the record's label (its name or title).
 */

import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import { listQuery } from "../../../common/schemas/fields";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { found } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

type Table = SQLiteTable & { id: SQLiteColumn; updated_at: SQLiteColumn };

interface PagedCrud<T extends Table, Label extends keyof T & string, Schema extends z.ZodType> {
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
}

export function pagedCrudRoutes<T extends Table, Label extends keyof T & string, Schema extends z.ZodType<Record<Label, unknown>>>(
  spec: PagedCrud<T, Label, Schema>,
) {
  type Row = T["$inferSelect"];
  const { table, resource, entity, label, notFound } = spec;
  const labelColumn = table[label] as SQLiteColumn;
  const byId = (id: number) => eq(table.id, id);
  const details = (value: unknown) => ({ [label]: value });

  return new Hono<AppEnv>()
    .get("/", requirePermission(`${resource}.view`), validate("query", listQuery), async (c) => {
      const q = c.req.valid("query");
      const db = c.var.db;
      const where = searchAny(q.q, spec.search);
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
      return pagedJson(c, rows as Row[], total, q);
    })
    .get("/:id", requirePermission(`${resource}.view`), validate("param", idParam), async (c) => {
      const row = await c.var.db
        .select()
        .from(table as SQLiteTable)
        .where(byId(c.req.valid("param").id))
        .get();
      return c.json(found(row as Row | undefined, notFound));
    })
    .post("/", requirePermission(`${resource}.create`), validate("json", spec.schema), async (c) => {
      const data = c.req.valid("json") as z.output<Schema>;
      const db = c.var.db;
      const [[created]] = await db.batch([
        db
          .insert(table)
          .values(data as never)
          .returning(),
        auditInsert(depsOf(c), { action: "create", entity, details: details(data[label]) }),
      ]);
      return c.json(created as Row, 201);
    })
    .put("/:id", requirePermission(`${resource}.edit`), validate("param", idParam), validate("json", spec.schema), async (c) => {
      const { id } = c.req.valid("param");
      const data = c.req.valid("json") as z.output<Schema>;
      const db = c.var.db;
      found(
        await db
          .select({ id: table.id })
          .from(table as SQLiteTable)
          .where(byId(id))
          .get(),
        notFound,
      );
      const [[updated]] = await db.batch([
        db
          .update(table)
          .set({ ...data, updated_at: new Date().toISOString() } as never)
          .where(byId(id))
          .returning(),
        auditInsert(depsOf(c), { action: "update", entity, entityId: id, details: details(data[label]) }),
      ]);
      return c.json(found(updated as Row | undefined, notFound));
    })
    .delete("/:id", requirePermission(`${resource}.delete`), validate("param", idParam), async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.db;
      const existing = found(
        await db
          .select({ label: labelColumn })
          .from(table as SQLiteTable)
          .where(byId(id))
          .get(),
        notFound,
      );
      await db.batch([
        db.delete(table).where(byId(id)),
        auditInsert(depsOf(c), { action: "delete", entity, entityId: id, details: details(existing.label) }),
      ]);
      return c.body(null, 204);
    });
}

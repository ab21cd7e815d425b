/**
 * @file The admin API of a plain content resource (team, events): GET / paged (?page, ?per_page, ?q; total in
 * X-Total-Count; ?translation=missing|stale|current filters by translation status, 400 on other values), GET|PUT|DELETE /:id, POST /. Permissions `<resource>.view/create/edit/delete`; the records and their
 * audit rows are worker/domain/records.ts. Mounted in worker/routes/admin/index.ts with a definition from the domain.
 */

import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import type { z } from "zod";
import { listQuery } from "../../../common/schemas/fields";
import { translationFilterQuery } from "../../../common/schemas/translation-status";
import { type RecordSpec, recordStore } from "../../domain/records";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requiredVersion } from "../../http/if-match";
import { requirePermission } from "../../http/session";
import { pagedJson } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

type Table = SQLiteTable & { id: SQLiteColumn; updated_at: SQLiteColumn };

export function pagedCrudRoutes<T extends Table, Label extends keyof T & string, Schema extends z.ZodType<Record<Label, unknown>>>(
  spec: RecordSpec<T, Label, Schema>,
) {
  const records = recordStore(spec);
  const { resource } = spec;
  return new Hono<AppEnv>()
    .get("/", requirePermission(`${resource}.view`), validate("query", listQuery.extend(translationFilterQuery.shape)), async (c) => {
      const q = c.req.valid("query");
      const { rows, total } = await records.list(depsOf(c), q);
      return pagedJson(c, rows, total, q);
    })
    .get("/:id", requirePermission(`${resource}.view`), validate("param", idParam), async (c) =>
      c.json(await records.find(depsOf(c), c.req.valid("param").id)),
    )
    .post("/", requirePermission(`${resource}.create`), validate("json", spec.schema), async (c) =>
      c.json(await records.create(depsOf(c), c.req.valid("json") as z.output<Schema>), 201),
    )
    .put("/:id", requirePermission(`${resource}.edit`), validate("param", idParam), validate("json", spec.schema), async (c) =>
      c.json(await records.update(depsOf(c), c.req.valid("param").id, c.req.valid("json") as z.output<Schema>, requiredVersion(c))),
    )
    .delete("/:id", requirePermission(`${resource}.delete`), validate("param", idParam), async (c) => {
      await records.remove(depsOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/**
 * @file Events admin API: GET /api/admin/events (ordered by date; paged: ?page, ?per_page, ?q over title/location;
 * total in X-Total-Count), GET|PUT|DELETE /:id, POST /. Permissions events.view/create/edit/delete; every write is audited.
 */

import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { eventSchema } from "../../../common/schemas/events";
import { listQuery } from "../../../common/schemas/fields";
import { events } from "../../db/schema";
import type { AppEnv } from "../../env";
import { auditInsert } from "../../lib/audit";
import { notFound } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { requirePermission } from "../../lib/session";
import { idParam, validate } from "../../lib/validate";

const NOT_FOUND = "Event nicht gefunden";

export const adminEventRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("events.view"), validate("query", listQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const where = searchAny(q.q, [events.title, events.location]);
    const [rows, [{ total }]] = await db.batch([
      db.select().from(events).where(where).orderBy(asc(events.event_date), asc(events.id)).limit(q.per_page).offset(offsetOf(q)),
      db.select({ total: countAll }).from(events).where(where),
    ]);
    return pagedJson(c, rows, total, q);
  })
  .get("/:id", requirePermission("events.view"), validate("param", idParam), async (c) => {
    const row = await c.var.db
      .select()
      .from(events)
      .where(eq(events.id, c.req.valid("param").id))
      .get();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(row);
  })
  .post("/", requirePermission("events.create"), validate("json", eventSchema), async (c) => {
    const data = c.req.valid("json");
    const db = c.var.db;
    const [[created]] = await db.batch([
      db.insert(events).values(data).returning(),
      auditInsert(c, { action: "create", entity: "event", details: { title: data.title } }),
    ]);
    return c.json(created, 201);
  })
  .put("/:id", requirePermission("events.edit"), validate("param", idParam), validate("json", eventSchema), async (c) => {
    const { id } = c.req.valid("param");
    const data = c.req.valid("json");
    const db = c.var.db;
    if (!(await db.select({ id: events.id }).from(events).where(eq(events.id, id)).get())) throw notFound(NOT_FOUND);
    const [[updated]] = await db.batch([
      db
        .update(events)
        .set({ ...data, updated_at: new Date().toISOString() })
        .where(eq(events.id, id))
        .returning(),
      auditInsert(c, { action: "update", entity: "event", entityId: id, details: { title: data.title } }),
    ]);
    if (!updated) throw notFound(NOT_FOUND);
    return c.json(updated);
  })
  .delete("/:id", requirePermission("events.delete"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const existing = await db.select({ title: events.title }).from(events).where(eq(events.id, id)).get();
    if (!existing) throw notFound(NOT_FOUND);
    await db.batch([
      db.delete(events).where(eq(events.id, id)),
      auditInsert(c, { action: "delete", entity: "event", entityId: id, details: { title: existing.title } }),
    ]);
    return c.body(null, 204);
  });

/**
 * @file Team admin API: GET /api/admin/team (paged: ?page, ?per_page, ?q over name/position/email; total in
 * X-Total-Count), GET|PUT|DELETE /:id, POST /. Permissions team.view/create/edit/delete; every write is audited.
 */

import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { listQuery } from "../../../common/schemas/fields";
import { teamMemberSchema } from "../../../common/schemas/team";
import { teamMembers } from "../../db/schema";
import type { AppEnv } from "../../env";
import { auditInsert } from "../../lib/audit";
import { notFound } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { requirePermission } from "../../lib/session";
import { idParam, validate } from "../../lib/validate";

const NOT_FOUND = "Team-Mitglied nicht gefunden";

export const adminTeamRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("team.view"), validate("query", listQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const where = searchAny(q.q, [teamMembers.name, teamMembers.position, teamMembers.email]);
    const [rows, [{ total }]] = await db.batch([
      db.select().from(teamMembers).where(where).orderBy(asc(teamMembers.name), asc(teamMembers.id)).limit(q.per_page).offset(offsetOf(q)),
      db.select({ total: countAll }).from(teamMembers).where(where),
    ]);
    return pagedJson(c, rows, total, q);
  })
  .get("/:id", requirePermission("team.view"), validate("param", idParam), async (c) => {
    const row = await c.var.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, c.req.valid("param").id))
      .get();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(row);
  })
  .post("/", requirePermission("team.create"), validate("json", teamMemberSchema), async (c) => {
    const data = c.req.valid("json");
    const db = c.var.db;
    const [[created]] = await db.batch([
      db.insert(teamMembers).values(data).returning(),
      auditInsert(c, { action: "create", entity: "team_member", details: { name: data.name } }),
    ]);
    return c.json(created, 201);
  })
  .put("/:id", requirePermission("team.edit"), validate("param", idParam), validate("json", teamMemberSchema), async (c) => {
    const { id } = c.req.valid("param");
    const data = c.req.valid("json");
    const db = c.var.db;
    if (!(await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id)).get())) throw notFound(NOT_FOUND);
    const [[updated]] = await db.batch([
      db
        .update(teamMembers)
        .set({ ...data, updated_at: new Date().toISOString() })
        .where(eq(teamMembers.id, id))
        .returning(),
      auditInsert(c, { action: "update", entity: "team_member", entityId: id, details: { name: data.name } }),
    ]);
    if (!updated) throw notFound(NOT_FOUND);
    return c.json(updated);
  })
  .delete("/:id", requirePermission("team.delete"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.db;
    const existing = await db.select({ name: teamMembers.name }).from(teamMembers).where(eq(teamMembers.id, id)).get();
    if (!existing) throw notFound(NOT_FOUND);
    await db.batch([
      db.delete(teamMembers).where(eq(teamMembers.id, id)),
      auditInsert(c, { action: "delete", entity: "team_member", entityId: id, details: { name: existing.name } }),
    ]);
    return c.body(null, 204);
  });

/** @file GET /api/admin/audit: the audit log of admin writes, newest first, paginated and filterable (audit.view). */

import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type AuditPage, auditQuerySchema } from "../../../common/schemas/admin";
import { auditLog } from "../../db/schema";
import type { AppEnv } from "../../env";
import { requirePermission } from "../../http/session";
import { validate } from "../../lib/validate";

export const auditRoutes = new Hono<AppEnv>().get("/", requirePermission("audit.view"), validate("query", auditQuerySchema), async (c) => {
  const q = c.req.valid("query");
  const filters: SQL[] = [];
  if (q.entity) filters.push(eq(auditLog.entity, q.entity));
  if (q.entity_id) filters.push(eq(auditLog.entity_id, q.entity_id));
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.user_id) filters.push(eq(auditLog.user_id, q.user_id));
  const where = filters.length ? and(...filters) : undefined;
  const db = c.var.db;
  const [items, [count]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: sql<number>`count(*)` }).from(auditLog).where(where),
  ]);
  const body: AuditPage = { items, page: q.page, per_page: q.per_page, total: count?.total ?? 0 };
  return c.json(body);
});

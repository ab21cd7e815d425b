/**
 * @file The staff inbox API /api/admin/contact-messages (contract: common/schemas/contact-messages.ts). Reading needs
 * contact.view (opening an unread message marks it read; marking read/handled/unread is part of reading the inbox);
 * marking spam and deleting need contact.manage. Every state change writes an audit row that names only the id and
 * the new state: audit rows live a year, the message only CONTACT_RETENTION_DAYS.
 */
import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { contactRetentionDays } from "../../../common/retention";
import { contactListQuery, contactPatchSchema } from "../../../common/schemas/contact-messages";
import { type ContactMessage, contactMessages } from "../../db/schema";
import { findContactMessage, toContactRecord } from "../../domain/contact/inbox";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { auditInsert } from "../../lib/audit";
import { ApiError } from "../../lib/errors";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

const _NOT_FOUND = "Nachricht nicht gefunden";
const PREVIEW_CHARS = 300;
const ENTITY = "contact_message";
const { message: _message, ...listColumns } = getTableColumns(contactMessages);

function statusFilter(status: string | undefined): SQL | undefined {
  if (status === "spam") return eq(contactMessages.spam, true);
  const notSpam = eq(contactMessages.spam, false);
  return status ? and(notSpam, eq(contactMessages.status, status as ContactMessage["status"])) : notSpam;
}

export const adminContactMessageRoutes = new Hono<AppEnv>()
  .get("/", requirePermission("contact.view"), validate("query", contactListQuery), async (c) => {
    const q = c.req.valid("query");
    const db = c.var.db;
    const m = contactMessages;
    const where = and(statusFilter(q.status), searchAny(q.q, [m.name, m.email, m.subject, m.message]));
    const [rows, [{ total }]] = await db.batch([
      db
        .select({ ...listColumns, message: sql<string>`substr(${m.message}, 1, ${PREVIEW_CHARS})` })
        .from(m)
        .where(where)
        .orderBy(desc(m.created_at), desc(m.id))
        .limit(q.per_page)
        .offset(offsetOf(q)),
      db.select({ total: countAll }).from(m).where(where),
    ]);
    return pagedJson(
      c,
      rows.map((r) => toContactRecord(c.env, r)),
      total,
      q,
    );
  })
  .get("/summary", requirePermission("contact.view"), async (c) => {
    const m = contactMessages;
    const row = await c.var.db
      .select({
        unread: sql<number>`coalesce(sum(${m.status} = 'unread'), 0)`.mapWith(Number),
        total: countAll,
        notify_pending: sql<number>`coalesce(sum(${m.notified_at} IS NULL), 0)`.mapWith(Number),
      })
      .from(m)
      .where(eq(m.spam, false))
      .get();
    return c.json({
      ...(row ?? { unread: 0, total: 0, notify_pending: 0 }),
      retention_days: contactRetentionDays(c.env.CONTACT_RETENTION_DAYS),
    });
  })
  .get("/:id", requirePermission("contact.view"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await findContactMessage(depsOf(c), id);
    if (row.status !== "unread") return c.json(toContactRecord(c.env, row));
    const db = c.var.db;
    const now = new Date().toISOString();
    const [[updated]] = await db.batch([
      db.update(contactMessages).set({ status: "read", read_at: now }).where(eq(contactMessages.id, id)).returning(),
      auditInsert(depsOf(c), { action: "read", entity: ENTITY, entityId: id, details: { status: "read" } }),
    ]);
    return c.json(toContactRecord(c.env, updated ?? row));
  })
  .patch("/:id", requirePermission("contact.view"), validate("param", idParam), validate("json", contactPatchSchema), async (c) => {
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json");
    if (patch.spam !== undefined && !c.var.user.permissions.includes("contact.manage"))
      throw new ApiError(403, "permission_missing", 'Sie benötigen die Berechtigung "contact.manage".', { permission: "contact.manage" });
    const row = await findContactMessage(depsOf(c), id);
    const now = new Date().toISOString();
    const set: Partial<typeof contactMessages.$inferInsert> = {};
    if (patch.status === "unread") Object.assign(set, { status: "unread", read_at: null, handled_at: null });
    if (patch.status === "read") Object.assign(set, { status: "read", read_at: row.read_at ?? now, handled_at: null });
    if (patch.status === "handled") Object.assign(set, { status: "handled", read_at: row.read_at ?? now, handled_at: now });
    // a message marked as spam is no longer announced to staff
    if (patch.spam !== undefined) Object.assign(set, patch.spam ? { spam: true, next_notify_at: null } : { spam: false });
    const db = c.var.db;
    const [[updated]] = await db.batch([
      db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning(),
      auditInsert(depsOf(c), { action: "update", entity: ENTITY, entityId: id, details: { ...patch } }),
    ]);
    return c.json(toContactRecord(c.env, updated ?? row));
  })
  .delete("/:id", requirePermission("contact.manage"), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await findContactMessage(depsOf(c), id);
    const db = c.var.db;
    await db.batch([
      db.delete(contactMessages).where(eq(contactMessages.id, id)),
      auditInsert(depsOf(c), { action: "delete", entity: ENTITY, entityId: id }),
    ]);
    return c.body(null, 204);
  });

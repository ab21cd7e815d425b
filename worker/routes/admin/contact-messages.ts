/**
 * @file The staff inbox API /api/admin/contact-messages (contract: common/schemas/contact-messages.ts). Reading needs
 * contact.view (opening an unread message marks it read; marking read/handled/unread is part of reading the inbox);
 * marking spam and deleting need contact.manage. Every state change writes an audit row that names only the id and
 * the new state: audit rows live a year, the message only CONTACT_RETENTION_DAYS.
 */
import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { contactListQuery, contactPatchSchema } from "../../../common/schemas/contact-messages";
import { type ContactMessage, contactMessages } from "../../db/schema";
import { toContactRecord } from "../../domain/contact/inbox";
import { contactSummary, deleteContactMessage, openContactMessage, updateContactMessage } from "../../domain/contact/inbox-actions";
import type { AppEnv } from "../../env";
import { depsOf } from "../../http/deps";
import { requirePermission } from "../../http/session";
import { countAll, offsetOf, pagedJson, searchAny } from "../../lib/paging";
import { idParam, validate } from "../../lib/validate";

const PREVIEW_CHARS = 300;
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
    return c.json(await contactSummary(depsOf(c)));
  })
  .get("/:id", requirePermission("contact.view"), validate("param", idParam), async (c) => {
    return c.json(await openContactMessage(depsOf(c), c.req.valid("param").id));
  })
  .patch("/:id", requirePermission("contact.view"), validate("param", idParam), validate("json", contactPatchSchema), async (c) => {
    return c.json(await updateContactMessage(depsOf(c), c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/:id", requirePermission("contact.manage"), validate("param", idParam), async (c) => {
    await deleteContactMessage(depsOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

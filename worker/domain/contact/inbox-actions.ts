/**
 * @file What staff do in the contact inbox: the summary figures, opening a message (marks it read), changing its state
 * or spam mark, deleting it; every change with its audit row (audit rows live a year, messages only their retention).
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { contactRetentionDays } from "../../../common/retention";
import type { contactPatchSchema } from "../../../common/schemas/contact-messages";
import { contactMessages } from "../../db/schema";
import type { Deps } from "../../env";
import { auditInsert } from "../../lib/audit";
import { ApiError } from "../../lib/errors";
import { countAll } from "../../lib/paging";
import { actorOf } from "../actor";
import { findContactMessage, toContactRecord } from "./inbox";

const ENTITY = "contact_message";

/** The inbox's figures: unread, total and not yet notified (spam left out), and how long messages are kept. */
export async function contactSummary(deps: Pick<Deps, "db" | "env">) {
  const m = contactMessages;
  const row = await deps.db
    .select({
      unread: sql<number>`coalesce(sum(${m.status} = 'unread'), 0)`.mapWith(Number),
      total: countAll,
      notify_pending: sql<number>`coalesce(sum(${m.notified_at} IS NULL), 0)`.mapWith(Number),
    })
    .from(m)
    .where(eq(m.spam, false))
    .get();
  return {
    ...(row ?? { unread: 0, total: 0, notify_pending: 0 }),
    retention_days: contactRetentionDays(deps.env.CONTACT_RETENTION_DAYS),
  };
}

/** One message as staff open it: an unread one becomes read (audited). */
export async function openContactMessage(deps: Deps, id: number) {
  const row = await findContactMessage(deps, id);
  if (row.status !== "unread") return toContactRecord(deps.env, row);
  const db = deps.db;
  const now = (deps.now ?? new Date()).toISOString();
  const [[updated]] = await db.batch([
    db.update(contactMessages).set({ status: "read", read_at: now }).where(eq(contactMessages.id, id)).returning(),
    auditInsert(deps, { action: "read", entity: ENTITY, entityId: id, details: { status: "read" } }),
  ]);
  return toContactRecord(deps.env, updated ?? row);
}

/** Changes a message's state (unread, read, handled) or spam mark; the spam mark needs contact.manage. */
export async function updateContactMessage(deps: Deps, id: number, patch: z.infer<typeof contactPatchSchema>) {
  if (patch.spam !== undefined && !actorOf(deps).permissions.includes("contact.manage"))
    throw new ApiError(403, "permission_missing", 'Sie benötigen die Berechtigung "contact.manage".', { permission: "contact.manage" });
  const row = await findContactMessage(deps, id);
  const now = (deps.now ?? new Date()).toISOString();
  const set: Partial<typeof contactMessages.$inferInsert> = {};
  if (patch.status === "unread") Object.assign(set, { status: "unread", read_at: null, handled_at: null });
  if (patch.status === "read") Object.assign(set, { status: "read", read_at: row.read_at ?? now, handled_at: null });
  if (patch.status === "handled") Object.assign(set, { status: "handled", read_at: row.read_at ?? now, handled_at: now });
  // a message marked as spam is no longer announced to staff
  if (patch.spam !== undefined) Object.assign(set, patch.spam ? { spam: true, next_notify_at: null } : { spam: false });
  const db = deps.db;
  const [[updated]] = await db.batch([
    db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning(),
    auditInsert(deps, { action: "update", entity: ENTITY, entityId: id, details: { ...patch } }),
  ]);
  return toContactRecord(deps.env, updated ?? row);
}

/** Deletes a message, audited. */
export async function deleteContactMessage(deps: Deps, id: number) {
  await findContactMessage(deps, id);
  const db = deps.db;
  await db.batch([
    db.delete(contactMessages).where(eq(contactMessages.id, id)),
    auditInsert(deps, { action: "delete", entity: ENTITY, entityId: id }),
  ]);
}

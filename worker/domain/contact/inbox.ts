/** @file The contact inbox's records: a stored message as staff see it (with the day it will be deleted), found by id or 404. */
import { eq } from "drizzle-orm";
import { CONTACT_SPAM_RETENTION_DAYS, contactRetentionDays } from "../../../common/retention";
import type { ContactMessageRecord } from "../../../common/schemas/contact-messages";
import { type ContactMessage, contactMessages } from "../../db/schema";
import type { Bindings, Deps } from "../../env";
import { notFound } from "../../lib/errors";

/** The row as the inbox shows it: notification internals left out, the deletion day added (spam goes sooner). */
export function toContactRecord(env: Pick<Bindings, "CONTACT_RETENTION_DAYS">, row: ContactMessage): ContactMessageRecord {
  const days = row.spam ? CONTACT_SPAM_RETENTION_DAYS : contactRetentionDays(env.CONTACT_RETENTION_DAYS);
  const { next_notify_at: _next, notify_error: _error, ...rest } = row;
  return { ...rest, delete_after: new Date(Date.parse(row.created_at) + days * 86_400_000).toISOString() };
}

export async function findContactMessage(deps: Pick<Deps, "db">, id: number): Promise<ContactMessage> {
  const row = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  if (!row) throw notFound("Nachricht nicht gefunden");
  return row;
}

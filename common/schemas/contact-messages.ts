/**
 * @file The staff inbox contract (permission contact.view; deleting needs contact.manage; every change audited).
 *
 *   GET    /api/admin/contact-messages           ?status=unread|read|handled|spam &q= &page= &per_page=  -> ContactMessageRecord[]
 *                                                newest first, total in X-Total-Count
 *   GET    /api/admin/contact-messages/summary   -> ContactInboxSummary (sidebar count, dashboard tile)
 *   GET    /api/admin/contact-messages/:id       -> ContactMessageRecord (an unread message becomes read)
 *   PATCH  /api/admin/contact-messages/:id       { status?: "read" | "handled" | "unread", spam?: boolean } -> ContactMessageRecord
 *   DELETE /api/admin/contact-messages/:id       contact.manage -> 204
 */
import { z } from "zod";
import { listQuery } from "./fields";

const CONTACT_STATUSES = ["unread", "read", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactListQuery = listQuery.extend({ status: z.enum([...CONTACT_STATUSES, "spam"]).optional() });

export const contactPatchSchema = z
  .strictObject({ status: z.enum(CONTACT_STATUSES).optional(), spam: z.boolean().optional() })
  .refine((v) => v.status !== undefined || v.spam !== undefined, "Bitte status oder spam angeben");

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: "de" | "en";
  status: ContactStatus;
  spam: boolean;
  read_at: string | null;
  handled_at: string | null;
  notified_at: string | null;
  notify_attempts: number;
  created_at: string;
  /** When the daily cron deletes it (created_at + retention; spam: one day after it was marked). */
  delete_after: string;
}

export interface ContactInboxSummary {
  unread: number;
  total: number;
  /** Messages whose staff e-mail has not gone out yet (still being retried). */
  notify_pending: number;
  retention_days: number;
}

export const CONTACT_DELETE_CONFIRM = "Sind Sie sicher, dass Sie diese Nachricht löschen möchten? Sie kann nicht wiederhergestellt werden.";

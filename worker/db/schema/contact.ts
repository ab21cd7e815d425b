/** @file Contact form messages and their staff notification state. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id } from "./columns";

/**
 * Contact form messages (worker/routes/public/contact.ts): stored before anything else, no IP address or user agent.
 * Staff notification state lives on the row so the 5-minute cron can retry (worker/cron/contact-notify.ts); the daily
 * cron deletes rows after CONTACT_RETENTION_DAYS, rows staff marked as spam after one day (worker/cron/retention.ts).
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: text("language", { enum: ["de", "en"] })
      .notNull()
      .default("de"),
    read_at: text("read_at"),
    status: text("status", { enum: ["unread", "read", "handled"] })
      .notNull()
      .default("unread"),
    handled_at: text("handled_at"),
    spam: bool("spam").notNull().default(false),
    // staff notification: sent at notified_at; otherwise retried at next_notify_at (null = nothing due)
    notified_at: text("notified_at"),
    notify_attempts: integer("notify_attempts").notNull().default(0),
    next_notify_at: text("next_notify_at"),
    notify_error: text("notify_error"),
    created_at: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.created_at),
    index("contact_messages_status_created_idx").on(t.status, t.created_at),
    index("contact_messages_notify_idx").on(t.next_notify_at),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;

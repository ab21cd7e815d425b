/**
 * @file Staff notification of a new contact message through the send_email binding EMAIL (locked to one recipient in
 * wrangler.toml). The mail is minimal (name, subject, inbox link; replyTo = the visitor) so the text does not outlive
 * the retention period in a mailbox. Every attempt is recorded on the row; a failure schedules the next attempt
 * with back-off (the 5-minute cron retries, worker/cron/contact-notify.ts). No auto-reply to the visitor.
 * At most NOTIFY_MAX_PER_HOUR mails go out per hour, whatever the form receives (an atomic slot in D1): a message over
 * the cap waits for the next hour's window, without using up one of its attempts; staff see it in the inbox at once.
 */
import { eq, sql } from "drizzle-orm";
import { contactRetentionDays } from "../../../common/retention";
import { type ContactMessage, contactMessages } from "../../db/schema";
import type { Bindings, Db } from "../../env";
import { type Limit, takeSlots } from "../../lib/rate-limit";

export const MAX_NOTIFY_ATTEMPTS = 10;
const FIRST_RETRY_MINUTES = 5;
const MAX_RETRY_MINUTES = 6 * 60;
/** A row whose notification is under way is not due for the cron until this lease runs out. */
export const NOTIFY_LEASE_MS = 2 * 60 * 1000;
/** Staff mails per hour, for the whole site. */
export const NOTIFY_MAX_PER_HOUR: Limit = { max: 20, windowSeconds: 60 * 60 };
const NOTIFY_CAP_KEY = "contact-notify:all";

type Env = Pick<Bindings, "EMAIL" | "CONTACT_NOTIFY_FROM" | "CONTACT_NOTIFY_TO" | "SITE_URL" | "CONTACT_RETENTION_DAYS">;
type MailFields = Pick<ContactMessage, "id" | "name" | "email" | "subject" | "created_at">;

/** Minutes until the next attempt after `attempts` failed ones: 5, 10, 20, ... at most 6 hours. */
export const retryDelayMinutes = (attempts: number) => Math.min(FIRST_RETRY_MINUTES * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MINUTES);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

/** One line: the schema refuses line breaks in name and subject; rows from before that rule are folded here too. */
const oneLine = (s: string) => s.replace(/[\r\n\u0085\u2028\u2029]+/g, " ");

function notificationMail(env: Env, stored: MailFields) {
  const msg = { ...stored, name: oneLine(stored.name), subject: oneLine(stored.subject) };
  const link = `${(env.SITE_URL || "").replace(/\/+$/, "")}/admin/messages?id=${msg.id}`;
  const days = contactRetentionDays(env.CONTACT_RETENTION_DAYS);
  const [y, m, d] = new Date(Date.parse(msg.created_at) + days * 86_400_000).toISOString().slice(0, 10).split("-");
  const deleteOn = `${d}.${m}.${y}`;
  const text = [
    `Neue Nachricht über das Kontaktformular von ${msg.name}.`,
    `Betreff: ${msg.subject}`,
    "",
    `Lesen und beantworten: ${link}`,
    "",
    `Die Nachricht wird am ${deleteOn} automatisch gelöscht (nach ${days} Tagen).`,
  ].join("\n");
  const html = `<p>Neue Nachricht über das Kontaktformular von <strong>${escapeHtml(msg.name)}</strong>.</p>
<p>Betreff: ${escapeHtml(msg.subject)}</p>
<p><a href="${escapeHtml(link)}">Nachricht im Admin-Bereich lesen und beantworten</a></p>
<p>Die Nachricht wird am ${deleteOn} automatisch gelöscht (nach ${days} Tagen).</p>`;
  return {
    from: { email: env.CONTACT_NOTIFY_FROM, name: "Kontaktformular" },
    to: env.CONTACT_NOTIFY_TO,
    replyTo: { email: msg.email, name: msg.name },
    subject: `Neue Kontaktanfrage: ${msg.subject}`.slice(0, 250),
    text,
    html,
  };
}

/** Sends the staff mail and records the outcome on the row; never throws. Returns whether the mail went out. */
export async function notifyStaff(env: Env, db: Db, msg: MailFields & { notify_attempts: number }, now = new Date()) {
  let error: string | null = null;
  try {
    if (!env.EMAIL || !env.CONTACT_NOTIFY_TO || !env.CONTACT_NOTIFY_FROM) error = "not_configured";
    else {
      const slot = await takeSlots(db, [{ key: NOTIFY_CAP_KEY, limit: NOTIFY_MAX_PER_HOUR }], now);
      if (!slot.ok) return await deferOverCap(db, msg.id, new Date(now.getTime() + slot.retryAfter * 1000));
      await env.EMAIL.send(notificationMail(env, msg));
    }
  } catch (err) {
    error = `${(err as Error)?.name ?? "Error"}: ${String((err as Error)?.message ?? err)}`.slice(0, 300);
  }
  const attempts = msg.notify_attempts + 1;
  const nowIso = now.toISOString();
  const retryAt =
    error && attempts < MAX_NOTIFY_ATTEMPTS ? new Date(now.getTime() + retryDelayMinutes(attempts) * 60_000).toISOString() : null;
  try {
    await db
      .update(contactMessages)
      .set(
        error
          ? { notify_attempts: sql`${contactMessages.notify_attempts} + 1`, notify_error: error, next_notify_at: retryAt }
          : { notify_attempts: sql`${contactMessages.notify_attempts} + 1`, notify_error: null, next_notify_at: null, notified_at: nowIso },
      )
      .where(eq(contactMessages.id, msg.id));
  } catch {
    // the row keeps its lease; the cron tries again when it runs out
  }
  if (error) console.warn(JSON.stringify({ level: "warn", event: "contact_notify_failed", message_id: msg.id, attempt: attempts }));
  return error === null;
}

/** Over the hourly cap: the message waits for the next window (the cron sends it then); not a failed attempt. */
async function deferOverCap(db: Db, id: number, until: Date) {
  try {
    await db
      .update(contactMessages)
      .set({ notify_error: "hourly_cap", next_notify_at: until.toISOString() })
      .where(eq(contactMessages.id, id));
  } catch {
    // the row keeps its lease; the cron tries again when it runs out
  }
  console.warn(JSON.stringify({ level: "warn", event: "contact_notify_capped", message_id: id }));
  return false;
}

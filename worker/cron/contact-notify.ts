/**
 * @file 5-minute job: retries staff notifications of contact messages that are due (worker/domain/contact/notify.ts).
 * Rows are claimed with one UPDATE that moves their due time past a lease, so overlapping runs never send twice.
 */
import { and, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { contactMessages } from "../db/schema";
import { NOTIFY_LEASE_MS, notifyStaff } from "../domain/contact/notify";
import type { JobDeps } from "../env";

const BATCH = 20;

export async function retryContactNotifications({ db, now, env }: JobDeps) {
  const nowIso = now.toISOString();
  const due = and(
    isNotNull(contactMessages.next_notify_at),
    lte(contactMessages.next_notify_at, nowIso),
    isNull(contactMessages.notified_at),
    eq(contactMessages.spam, false),
  );
  const ids = db.select({ id: contactMessages.id }).from(contactMessages).where(due).orderBy(contactMessages.next_notify_at).limit(BATCH);
  const claimed = await db
    .update(contactMessages)
    .set({ next_notify_at: new Date(now.getTime() + NOTIFY_LEASE_MS).toISOString() })
    .where(and(inArray(contactMessages.id, ids), due))
    .returning();
  let sent = 0;
  for (const msg of claimed) if (await notifyStaff(env, db, msg, now)) sent++;
  if (claimed.length) console.log(JSON.stringify({ job: "contact-notify", tried: claimed.length, sent }));
  return { tried: claimed.length, sent };
}

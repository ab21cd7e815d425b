/**
 * @file A contact message received: stored in D1 first (no IP address, no user agent), then handed to the staff
 * notification, whose failure (or the hourly cap) the 5-minute cron retries. The sender's limits were taken before.
 */

import type { z } from "zod";
import type { Locale } from "../../../common/locales";
import type { contactSchema } from "../../../common/schemas/contact";
import { type ContactMessage, contactMessages } from "../../db/schema";
import type { Deps } from "../../env";
import { NOTIFY_LEASE_MS, notifyStaff } from "./notify";

type ContactData = z.infer<typeof contactSchema>;

/** Stores the message; a database failure is thrown as it is (the route answers 503 and records it). */
export async function storeContactMessage(deps: Pick<Deps, "db" | "now">, input: ContactData, locale: Locale): Promise<ContactMessage> {
  const now = deps.now ?? new Date();
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      language: locale,
      // the cron takes over if this request never records the notification's outcome
      next_notify_at: new Date(now.getTime() + NOTIFY_LEASE_MS).toISOString(),
    })
    .returning();
  return stored;
}

/** After storing: staff are told. */
export async function afterContactStored(deps: Deps, stored: ContactMessage): Promise<void> {
  await notifyStaff(deps.env, deps.db, stored, deps.now ?? new Date());
}

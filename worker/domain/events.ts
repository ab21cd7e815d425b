/** @file Events: the public read of upcoming events (from today, not closed, soonest first) and the admin resource definition. */
import { asc } from "drizzle-orm";
import { eventSchema } from "../../common/schemas/events";
import type { Event } from "../../common/types";
import { listUpcomingEvents } from "../db/queries/events";
import { events } from "../db/schema";
import type { Deps } from "../env";

export const upcomingEvents = (deps: Pick<Deps, "db">, limit?: number): Promise<Event[]> => listUpcomingEvents(deps.db, limit);

/**
 * Events as an admin resource (worker/routes/admin/paged-crud.ts serves it under /api/admin/events): paged list with
 * ?q over title and location, soonest first; permissions events.*; audited with the event's title.
 */
export const EVENT_RECORDS = {
  table: events,
  resource: "events" as const,
  entity: "event",
  label: "title" as const,
  schema: eventSchema,
  search: [events.title, events.location],
  orderBy: [asc(events.event_date), asc(events.id)],
  translation: "event" as const,
  notFound: "Event nicht gefunden",
};

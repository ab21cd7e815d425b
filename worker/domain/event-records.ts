/** @file Events as an admin resource: kept apart from the public read so that a page render never builds the form schema. */
import { asc } from "drizzle-orm";
import { eventSchema } from "../../common/schemas/events";
import { events } from "../db/schema";

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

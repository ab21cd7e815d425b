/**
 * @file Events admin API: GET /api/admin/events (ordered by date; paged: ?page, ?per_page, ?q over title/location;
 * total in X-Total-Count), GET|PUT|DELETE /:id, POST /. Permissions events.view/create/edit/delete; every write is audited.
 */
import { asc } from "drizzle-orm";
import { eventSchema } from "../../../common/schemas/events";
import { events } from "../../db/schema";
import { pagedCrudRoutes } from "./paged-crud";

export const adminEventRoutes = pagedCrudRoutes({
  table: events,
  resource: "events",
  entity: "event",
  label: "title",
  schema: eventSchema,
  search: [events.title, events.location],
  orderBy: [asc(events.event_date), asc(events.id)],
  notFound: "Event nicht gefunden",
});

/** @file Event queries shared by the API and the server renderer. */
import { and, asc, gte, ne } from "drizzle-orm";
import { berlinDay } from "../../../common/berlin-days";
import type { Db } from "../../env";
import { events } from "../schema";

/** Events from today (a Berlin day, as event_date is the offices' date) on that are not closed, soonest first; `limit` for the home page. */
export function listUpcomingEvents(db: Db, limit?: number) {
  const query = db
    .select()
    .from(events)
    .where(and(gte(events.event_date, berlinDay()), ne(events.status, "closed")))
    .orderBy(asc(events.event_date), asc(events.id));
  return limit ? query.limit(limit).all() : query.all();
}

/** @file Event queries shared by the API and the server renderer. */
import { and, asc, gte, ne } from "drizzle-orm";
import type { Db } from "../../env";
import { events } from "../schema";

/** Today's date (UTC) as `YYYY-MM-DD`, the format of event_date. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Events from today on that are not closed, soonest first; `limit` for the home page. */
export function listUpcomingEvents(db: Db, limit?: number) {
  const query = db
    .select()
    .from(events)
    .where(and(gte(events.event_date, todayIso()), ne(events.status, "closed")))
    .orderBy(asc(events.event_date), asc(events.id));
  return limit ? query.limit(limit).all() : query.all();
}

/** @file Events: the public read of upcoming events (from today, not closed, soonest first). */
import type { Event } from "../../common/types";
import { listUpcomingEvents } from "../db/queries/events";
import type { Deps } from "../env";

export const upcomingEvents = (deps: Pick<Deps, "db">, limit?: number): Promise<Event[]> => listUpcomingEvents(deps.db, limit);

/** @file Team queries shared by the API and the server renderer. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../env";
import { teamMembers } from "../schema";

/** Active members ordered by name; `limit` for the home page preview. */
export function listActiveTeam(db: Db, limit?: number) {
  const query = db.select().from(teamMembers).where(eq(teamMembers.active, true)).orderBy(asc(teamMembers.name), asc(teamMembers.id));
  return limit ? query.limit(limit).all() : query.all();
}

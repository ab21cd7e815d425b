/** @file Team: the public read (active members ordered by name; `limit` for the home page). */
import type { TeamMember } from "../../common/types";
import { listActiveTeam } from "../db/queries/team";
import type { Deps } from "../env";

export const activeTeam = (deps: Pick<Deps, "db">, limit?: number): Promise<TeamMember[]> => listActiveTeam(deps.db, limit);

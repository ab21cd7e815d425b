/** @file Team: the public read (active members ordered by name; `limit` for the home page). */
import type { PublicTeamMember } from "../../common/types";
import { listActiveTeam } from "../db/queries/team";
import type { Deps } from "../env";

/** Without `translation_sources`: the editors' bookkeeping of the translation status is no business of the public (issue 42). */
export const activeTeam = async (deps: Pick<Deps, "db">, limit?: number): Promise<PublicTeamMember[]> =>
  (await listActiveTeam(deps.db, limit)).map(({ translation_sources: _internal, ...member }) => member);

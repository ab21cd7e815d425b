/** @file Team: the public read (active members ordered by name; `limit` for the home page) and the admin resource definition. */
import { asc } from "drizzle-orm";
import { teamMemberSchema } from "../../common/schemas/team";
import type { TeamMember } from "../../common/types";
import { listActiveTeam } from "../db/queries/team";
import { teamMembers } from "../db/schema";
import type { Deps } from "../env";

export const activeTeam = (deps: Pick<Deps, "db">, limit?: number): Promise<TeamMember[]> => listActiveTeam(deps.db, limit);

/**
 * The team as an admin resource (worker/routes/admin/paged-crud.ts serves it under /api/admin/team): paged list with
 * ?q over name, position and e-mail, ordered by name; permissions team.*; audited with the member's name.
 */
export const TEAM_RECORDS = {
  table: teamMembers,
  resource: "team" as const,
  entity: "team_member",
  label: "name" as const,
  schema: teamMemberSchema,
  search: [teamMembers.name, teamMembers.position, teamMembers.email],
  orderBy: [asc(teamMembers.name), asc(teamMembers.id)],
  translation: "team" as const,
  notFound: "Team-Mitglied nicht gefunden",
};

/** @file The team as an admin resource: kept apart from the public read so that a page render never builds the form schema. */
import { asc } from "drizzle-orm";
import { teamMemberSchema } from "../../common/schemas/team";
import { teamMembers } from "../db/schema";

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

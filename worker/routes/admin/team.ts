/**
 * @file Team admin API: GET /api/admin/team (paged: ?page, ?per_page, ?q over name/position/email; total in
 * X-Total-Count), GET|PUT|DELETE /:id, POST /. Permissions team.view/create/edit/delete; every write is audited.
 */
import { asc } from "drizzle-orm";
import { teamMemberSchema } from "../../../common/schemas/team";
import { teamMembers } from "../../db/schema";
import { pagedCrudRoutes } from "./paged-crud";

export const adminTeamRoutes = pagedCrudRoutes({
  table: teamMembers,
  resource: "team",
  entity: "team_member",
  label: "name",
  schema: teamMemberSchema,
  search: [teamMembers.name, teamMembers.position, teamMembers.email],
  orderBy: [asc(teamMembers.name), asc(teamMembers.id)],
  notFound: "Team-Mitglied nicht gefunden",
});

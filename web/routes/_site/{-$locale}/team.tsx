/** @file Team (PAGE_PATHS.team, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { loadTeam } from "../../../data/team";
import { TeamLoading } from "../../../pages/team/team-grid";
import { TeamPage } from "../../../pages/team/team-page";
import { teamHead } from "../../../seo/structured-data";

export const Route = createFileRoute("/_site/{-$locale}/team")({
  loader: ({ context }) => loadTeam(context.data),
  head: (ctx) => teamHead(ctx),
  pendingComponent: TeamLoading,
  component: Page,
});

function Page() {
  return <TeamPage members={Route.useLoaderData()} />;
}

/** @file Team (PAGE_PATHS.team, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { loadTeam } from "../../../data/team";
import { TeamLoading } from "../../../pages/team/team-grid";
import { TeamPage } from "../../../pages/team/team-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/team")({
  loader: ({ context }) => loadTeam(context.data),
  head: pageHead("team"),
  pendingComponent: TeamLoading,
  component: Page,
});

function Page() {
  return <TeamPage members={Route.useLoaderData()} />;
}

/** @file Team (German). */
import { createFileRoute } from "@tanstack/react-router";
import { loadTeam } from "../../data/team";
import { TeamLoading } from "../../pages/team/team-grid";
import { TeamPage } from "../../pages/team/team-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/team")({
  loader: ({ context }) => loadTeam(context.data),
  head: pageHead("team", "de"),
  pendingComponent: TeamLoading,
  component: Page,
});

function Page() {
  return <TeamPage members={Route.useLoaderData()} />;
}

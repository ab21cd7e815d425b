/** @file Projects (German). */
import { createFileRoute } from "@tanstack/react-router";
import { ProjectsPage } from "../../pages/projects/projects-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/projekte")({
  head: pageHead("projects", "de"),
  loader: ({ context }) => context.data.getContent("projects"),
  component: Page,
});

function Page() {
  return <ProjectsPage content={Route.useLoaderData()} />;
}

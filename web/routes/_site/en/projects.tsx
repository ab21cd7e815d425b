/** @file Projects (English). */
import { createFileRoute } from "@tanstack/react-router";
import { ProjectsPage } from "../../../pages/projects/projects-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/en/projects")({
  head: pageHead("projects", "en"),
  loader: ({ context }) => context.data.getContent("projects"),
  component: Page,
});

function Page() {
  return <ProjectsPage content={Route.useLoaderData()} />;
}

/** @file Projects (PAGE_PATHS.projects, German and English); its copy is the "projects" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { ProjectsPage } from "../../../pages/projects/projects-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/projekte")({
  head: pageHead("projects"),
  loader: ({ context, params }) => context.data.getContent("projects", localeOf(params)),
  component: Page,
});

function Page() {
  return <ProjectsPage content={Route.useLoaderData()} />;
}

/** @file Projects (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { ProjectsPage } from "../../pages/projects/projects-page";

export const Route = createFileRoute("/_site/projekte")({
  head: pageHead("projects", "de"),
  component: ProjectsPage,
});

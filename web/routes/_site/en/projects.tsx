/** @file Projects (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { ProjectsPage } from "../../../pages/projects/projects-page";

export const Route = createFileRoute("/_site/en/projects")({
  head: pageHead("projects", "en"),
  component: ProjectsPage,
});

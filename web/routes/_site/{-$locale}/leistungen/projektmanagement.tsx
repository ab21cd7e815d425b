/** @file Service: project management (PAGE_PATHS.projectManagement, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { ProjectManagementPage } from "../../../../pages/services/project-management-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/projektmanagement")({
  head: serviceHead("projectManagement"),
  component: ProjectManagementPage,
});

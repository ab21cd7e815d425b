/** @file Service: project management (English). */
import { createFileRoute } from "@tanstack/react-router";
import { ProjectManagementPage } from "../../../../pages/services/project-management-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/project-management")({
  head: serviceHead("projectManagement", "en"),
  component: ProjectManagementPage,
});

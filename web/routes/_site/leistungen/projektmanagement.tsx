/** @file Service: project management (German). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../seo/head";
import { ProjectManagementPage } from "../../../pages/services/project-management-page";

export const Route = createFileRoute("/_site/leistungen/projektmanagement")({
  head: serviceHead("projectManagement", "de"),
  component: ProjectManagementPage,
});

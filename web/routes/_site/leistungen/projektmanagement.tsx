/** @file Service: project management (German). */
import { createFileRoute } from "@tanstack/react-router";
import { ProjectManagementPage } from "../../../pages/services/project-management-page";
import { serviceHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/projektmanagement")({
  head: serviceHead("projectManagement", "de"),
  component: ProjectManagementPage,
});

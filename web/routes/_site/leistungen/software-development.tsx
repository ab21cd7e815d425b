/** @file Service: software development (German). */
import { createFileRoute } from "@tanstack/react-router";
import { SoftwareDevelopmentPage } from "../../../pages/services/software-development-page";
import { serviceHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/software-development")({
  head: serviceHead("softwareDevelopment", "de"),
  component: SoftwareDevelopmentPage,
});

/** @file Service: software development (German). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../seo/head";
import { SoftwareDevelopmentPage } from "../../../pages/services/software-development-page";

export const Route = createFileRoute("/_site/leistungen/software-development")({
  head: serviceHead("softwareDevelopment", "de"),
  component: SoftwareDevelopmentPage,
});

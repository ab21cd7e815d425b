/** @file Service: software development (PAGE_PATHS.softwareDevelopment, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { SoftwareDevelopmentPage } from "../../../../pages/services/software-development-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/software-development")({
  head: serviceHead("softwareDevelopment"),
  component: SoftwareDevelopmentPage,
});

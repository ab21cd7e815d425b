/** @file Service: software development (English). */
import { createFileRoute } from "@tanstack/react-router";
import { SoftwareDevelopmentPage } from "../../../../pages/services/software-development-page";
import { serviceHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/software-development")({
  head: serviceHead("softwareDevelopment", "en"),
  component: SoftwareDevelopmentPage,
});

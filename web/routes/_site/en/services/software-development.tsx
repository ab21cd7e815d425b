/** @file Service: software development (English). */
import { createFileRoute } from "@tanstack/react-router";
import { serviceHead } from "../../../../seo/head";
import { SoftwareDevelopmentPage } from "../../../../pages/services/software-development-page";

export const Route = createFileRoute("/_site/en/services/software-development")({
  head: serviceHead("softwareDevelopment", "en"),
  component: SoftwareDevelopmentPage,
});

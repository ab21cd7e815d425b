/** @file Services overview (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../../seo/head";
import { ServicesPage } from "../../../../pages/services/services-page";

export const Route = createFileRoute("/_site/en/services/")({
  head: pageHead("services", "en"),
  component: ServicesPage,
});

/** @file Services overview (English). */
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../../pages/services/services-page";
import { pageHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/en/services/")({
  head: pageHead("services", "en"),
  component: ServicesPage,
});

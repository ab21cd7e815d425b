/** @file Services overview (PAGE_PATHS.services, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../../pages/services/services-page";
import { pageHead } from "../../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/leistungen/")({
  head: pageHead("services"),
  component: ServicesPage,
});

/** @file Services overview (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { ServicesPage } from "../../../pages/services/services-page";

export const Route = createFileRoute("/_site/leistungen/")({
  head: pageHead("services", "de"),
  component: ServicesPage,
});

/** @file Services overview (German). */
import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../../../pages/services/services-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/leistungen/")({
  head: pageHead("services", "de"),
  component: ServicesPage,
});

/** @file About (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { AboutPage } from "../../../pages/about/about-page";

export const Route = createFileRoute("/_site/en/about")({
  head: pageHead("about", "en"),
  component: AboutPage,
});

/** @file About (English). */
import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../../../pages/about/about-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/en/about")({
  head: pageHead("about", "en"),
  component: AboutPage,
});

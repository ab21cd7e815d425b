/** @file About (German). */
import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../../pages/about/about-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/ueber-uns")({
  head: pageHead("about", "de"),
  component: AboutPage,
});

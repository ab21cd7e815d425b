/** @file About (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { AboutPage } from "../../pages/about/about-page";

export const Route = createFileRoute("/_site/ueber-uns")({
  head: pageHead("about", "de"),
  component: AboutPage,
});

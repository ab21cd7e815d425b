/** @file About (PAGE_PATHS.about, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../../../pages/about/about-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/ueber-uns")({
  head: pageHead("about"),
  component: AboutPage,
});

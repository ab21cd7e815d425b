/** @file Career (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { CareerPage } from "../../pages/career/career-page";

export const Route = createFileRoute("/_site/karriere")({
  head: pageHead("career", "de"),
  component: CareerPage,
});

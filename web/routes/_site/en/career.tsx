/** @file Career (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { CareerPage } from "../../../pages/career/career-page";

export const Route = createFileRoute("/_site/en/career")({
  head: pageHead("career", "en"),
  component: CareerPage,
});

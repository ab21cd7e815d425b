/** @file Contact (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { ContactPage } from "../../../pages/contact/contact-page";

export const Route = createFileRoute("/_site/en/contact")({
  head: pageHead("contact", "en"),
  component: ContactPage,
});

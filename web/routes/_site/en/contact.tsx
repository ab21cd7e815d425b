/** @file Contact (English). */
import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../../../pages/contact/contact-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/en/contact")({
  head: pageHead("contact", "en"),
  component: ContactPage,
});

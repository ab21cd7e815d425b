/** @file Contact (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { ContactPage } from "../../pages/contact/contact-page";

export const Route = createFileRoute("/_site/kontakt")({
  head: pageHead("contact", "de"),
  component: ContactPage,
});

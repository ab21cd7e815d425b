/** @file Contact (German). */
import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../../pages/contact/contact-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/kontakt")({
  head: pageHead("contact", "de"),
  component: ContactPage,
});

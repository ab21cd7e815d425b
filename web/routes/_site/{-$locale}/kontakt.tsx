/** @file Contact (PAGE_PATHS.contact, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../../../pages/contact/contact-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/kontakt")({
  head: pageHead("contact"),
  component: ContactPage,
});

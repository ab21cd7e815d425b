/** @file Privacy notice (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { PrivacyPage } from "../../pages/legal/privacy-page";

export const Route = createFileRoute("/_site/datenschutz")({
  head: pageHead("privacy", "de", { noindex: true }),
  component: PrivacyPage,
});

/** @file Privacy notice (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { PrivacyPage } from "../../../pages/legal/privacy-page";

export const Route = createFileRoute("/_site/en/privacy")({
  head: pageHead("privacy", "en", { noindex: true }),
  component: PrivacyPage,
});

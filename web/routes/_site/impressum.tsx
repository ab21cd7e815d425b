/** @file Legal notice (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { LegalNoticePage } from "../../pages/legal/legal-notice-page";

export const Route = createFileRoute("/_site/impressum")({
  head: pageHead("legal", "de", { noindex: true }),
  component: LegalNoticePage,
});

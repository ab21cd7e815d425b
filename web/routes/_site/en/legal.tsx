/** @file Legal notice (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { LegalNoticePage } from "../../../pages/legal/legal-notice-page";

export const Route = createFileRoute("/_site/en/legal")({
  head: pageHead("legal", "en", { noindex: true }),
  component: LegalNoticePage,
});

/** @file Cookie policy (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { CookiePolicyPage } from "../../../pages/legal/cookie-policy-page";

export const Route = createFileRoute("/_site/en/cookies")({
  head: pageHead("cookies", "en", { noindex: true }),
  component: CookiePolicyPage,
});

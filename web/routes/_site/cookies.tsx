/** @file Cookie policy (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { CookiePolicyPage } from "../../pages/legal/cookie-policy-page";

export const Route = createFileRoute("/_site/cookies")({
  head: pageHead("cookies", "de", { noindex: true }),
  component: CookiePolicyPage,
});

/** @file Cookie policy (German). */
import { createFileRoute } from "@tanstack/react-router";
import { CookiePolicyPage } from "../../pages/legal/cookie-policy-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/cookies")({
  head: pageHead("cookies", "de", { noindex: true }),
  loader: ({ context }) => context.data.getContent("cookie-policy"),
  component: Page,
});

function Page() {
  return <CookiePolicyPage content={Route.useLoaderData()} />;
}

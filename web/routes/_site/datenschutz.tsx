/** @file Privacy notice (German). */
import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../../pages/legal/privacy-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/datenschutz")({
  head: pageHead("privacy", "de", { noindex: true }),
  loader: ({ context }) => context.data.getContent("privacy"),
  component: Page,
});

function Page() {
  return <PrivacyPage content={Route.useLoaderData()} />;
}

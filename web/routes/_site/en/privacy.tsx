/** @file Privacy notice (English). */
import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../../../pages/legal/privacy-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/en/privacy")({
  head: pageHead("privacy", "en", { noindex: true }),
  loader: ({ context }) => context.data.getContent("privacy"),
  component: Page,
});

function Page() {
  return <PrivacyPage content={Route.useLoaderData()} />;
}

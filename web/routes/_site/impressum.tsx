/** @file Legal notice (German). */
import { createFileRoute } from "@tanstack/react-router";
import { LegalNoticePage } from "../../pages/legal/legal-notice-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/impressum")({
  head: pageHead("legal", "de", { noindex: true }),
  loader: ({ context }) => context.data.getContent("legal-notice"),
  component: Page,
});

function Page() {
  return <LegalNoticePage content={Route.useLoaderData()} />;
}

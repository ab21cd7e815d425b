/** @file Legal notice (PAGE_PATHS.legal, German and English); its copy is the "legal-notice" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { LegalNoticePage } from "../../../pages/legal/legal-notice-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/impressum")({
  head: pageHead("legal", { noindex: true }),
  loader: ({ context }) => context.data.getContent("legal-notice"),
  component: Page,
});

function Page() {
  return <LegalNoticePage content={Route.useLoaderData()} />;
}

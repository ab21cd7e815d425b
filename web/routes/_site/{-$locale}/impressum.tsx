/** @file Legal notice (PAGE_PATHS.legal, German and English); its copy is the "legal-notice" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { LegalNoticePage } from "../../../pages/legal/legal-notice-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/impressum")({
  head: pageHead("legal", { noindex: true }),
  loader: ({ context, params }) => context.data.getContent("legal-notice", localeOf(params)),
  component: Page,
});

function Page() {
  return <LegalNoticePage content={Route.useLoaderData()} />;
}

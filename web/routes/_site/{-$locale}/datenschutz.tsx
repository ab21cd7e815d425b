/** @file Privacy notice (PAGE_PATHS.privacy, German and English); its copy is the "privacy" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { PrivacyPage } from "../../../pages/legal/privacy-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/datenschutz")({
  head: pageHead("privacy", { noindex: true }),
  loader: ({ context, params }) => context.data.getContent("privacy", localeOf(params)),
  component: Page,
});

function Page() {
  return <PrivacyPage content={Route.useLoaderData()} />;
}

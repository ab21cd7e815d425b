/** @file Cookie policy (PAGE_PATHS.cookies, German and English); its copy is the "cookie-policy" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { CookiePolicyPage } from "../../../pages/legal/cookie-policy-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/cookies")({
  head: pageHead("cookies", { noindex: true }),
  loader: ({ context, params }) => context.data.getContent("cookie-policy", localeOf(params)),
  component: Page,
});

function Page() {
  return <CookiePolicyPage content={Route.useLoaderData()} />;
}

/** @file Home page (PAGE_PATHS.home, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { loadHome } from "../../../pages/home/home-data";
import { HomePage } from "../../../pages/home/home-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/")({
  loader: ({ context, params }) => loadHome(context.data, localeOf(params)),
  head: pageHead("home"),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

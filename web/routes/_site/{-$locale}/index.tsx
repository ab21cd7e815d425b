/** @file Home page (PAGE_PATHS.home, German and English). */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { loadHome } from "../../../pages/home/home-data";
import { HomePage } from "../../../pages/home/home-page";
import { homeHead } from "../../../seo/structured-data";

export const Route = createFileRoute("/_site/{-$locale}/")({
  loader: ({ context, params }) => loadHome(context.data, localeOf(params)),
  head: (ctx) => homeHead(ctx),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

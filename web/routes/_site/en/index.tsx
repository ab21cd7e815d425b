/** @file Home page (English). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../../seo/head";
import { HomePage } from "../../../pages/home/home-page";
import { loadHome } from "../../../pages/home/home-data";

export const Route = createFileRoute("/_site/en/")({
  loader: ({ context }) => loadHome(context.data, "en"),
  head: pageHead("home", "en"),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

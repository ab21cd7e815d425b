/** @file Home page (English). */
import { createFileRoute } from "@tanstack/react-router";
import { loadHome } from "../../../pages/home/home-data";
import { HomePage } from "../../../pages/home/home-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/en/")({
  loader: ({ context }) => loadHome(context.data, "en"),
  head: pageHead("home", "en"),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

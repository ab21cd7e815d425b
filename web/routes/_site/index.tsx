/** @file Home page (German). */
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../seo/head";
import { HomePage } from "../../pages/home/home-page";
import { loadHome } from "../../pages/home/home-data";

export const Route = createFileRoute("/_site/")({
  loader: ({ context }) => loadHome(context.data),
  head: pageHead("home", "de"),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

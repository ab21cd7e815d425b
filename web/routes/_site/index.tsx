/** @file Home page (German). */
import { createFileRoute } from "@tanstack/react-router";
import { loadHome } from "../../pages/home/home-data";
import { HomePage } from "../../pages/home/home-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/")({
  loader: ({ context }) => loadHome(context.data),
  head: pageHead("home", "de"),
  component: Page,
});

function Page() {
  return <HomePage data={Route.useLoaderData()} />;
}

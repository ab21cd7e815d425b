/** @file Career (German). */
import { createFileRoute } from "@tanstack/react-router";
import { CareerPage } from "../../pages/career/career-page";
import { pageHead } from "../../seo/head";

export const Route = createFileRoute("/_site/karriere")({
  head: pageHead("career", "de"),
  loader: ({ context }) => context.data.getContent("career"),
  component: Page,
});

function Page() {
  return <CareerPage content={Route.useLoaderData()} />;
}

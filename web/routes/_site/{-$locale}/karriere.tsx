/** @file Career (PAGE_PATHS.career, German and English); its copy is the "career" content bundle. */
import { createFileRoute } from "@tanstack/react-router";
import { localeOf } from "../../../i18n/locale";
import { CareerPage } from "../../../pages/career/career-page";
import { pageHead } from "../../../seo/head";

export const Route = createFileRoute("/_site/{-$locale}/karriere")({
  head: pageHead("career"),
  loader: ({ context, params }) => context.data.getContent("career", localeOf(params)),
  component: Page,
});

function Page() {
  return <CareerPage content={Route.useLoaderData()} />;
}

/** @file A custom page from the admin area (English): /en/{slug}. */
import { createFileRoute } from "@tanstack/react-router";
import { CustomPage } from "../../../pages/custom/custom-page";
import { customPageHead, loadCustomPage } from "../../../pages/custom/custom-route";
import { NotFoundContent } from "../../../site/shell/not-found";

export const Route = createFileRoute("/_site/en/$slug")({
  loader: ({ context, params }) => loadCustomPage(context.data, params.slug),
  head: customPageHead("en"),
  component: Page,
  // an unknown slug throws notFound(): the 404 then renders here, inside the site shell
  notFoundComponent: NotFoundContent,
});

function Page() {
  return <CustomPage page={Route.useLoaderData()} />;
}

/** @file A custom page from the admin area: /{slug} and /en/{slug_en or slug}. */
import { createFileRoute } from "@tanstack/react-router";
import type { RenderedPage } from "../../../../common/page-records";
import { localeOf } from "../../../i18n/locale";
import { CustomPage } from "../../../pages/custom/custom-page";
import { customPageAlternates, customPageHead, customPageTitle, loadCustomPage } from "../../../pages/custom/custom-route";
import { NotFoundContent } from "../../../site/shell/not-found";

export const Route = createFileRoute("/_site/{-$locale}/$slug")({
  // "en" alone is the English home page, not a slug
  params: { parse: (params) => (params.slug === "en" ? false : params) },
  loader: ({ context, params }) => loadCustomPage(context.data, params.slug, localeOf(params)),
  // (wrapped, so the helper's parameter type does not decide the route's params)
  head: (ctx) => customPageHead(ctx),
  staticData: {
    crumbLabel: (page, locale) => (page ? customPageTitle(page as RenderedPage, locale) : undefined),
    // the language switch leads where the head's hreflang links do (web/i18n/alternates.ts)
    alternates: (page) => (page ? customPageAlternates(page as RenderedPage) : undefined),
  },
  component: Page,
  // an unknown slug throws notFound(): the 404 then renders here, inside the site shell
  notFoundComponent: NotFoundContent,
});

function Page() {
  return <CustomPage page={Route.useLoaderData()} />;
}

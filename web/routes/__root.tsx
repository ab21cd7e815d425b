/**
 * @file The document of the TanStack Router app (the admin area and the post previews; public pages are plain HTML,
 * worker/public-render.tsx): html/head/body, language from the URL, site data loaded once.
 */
import { createRootRouteWithContext, HeadContent, Outlet, ScriptOnce, Scripts, useLocation } from "@tanstack/react-router";
import { COMPANY, type SiteConfig } from "../../common/site";
import { CONSENT_PRE_PAINT_SCRIPT } from "../consent/consent";
import type { DataApi } from "../data/api";
import { localeFromPath } from "../i18n/locale";
import { documentTitle } from "../seo/head";
import { PageProvider } from "../site/page-context";
import { ErrorScreen } from "../site/shell/error-screen";
import { NotFoundContent } from "../site/shell/not-found";
import { companyName, loadSiteData } from "../site/site-data";

export interface RouterContext {
  data: DataApi;
  config: SiteConfig;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // the settings and UI strings of the page's language (a preview shows a post as the public site would)
  loader: ({ context, location }) => loadSiteData(context.data, context.config, localeFromPath(location.pathname)),
  // read once per page load (server render), not on client navigations
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const locale = localeFromPath(matches[matches.length - 1]?.pathname ?? "/");
    const company = loaderData ? companyName(loaderData.settings, locale) : COMPANY.name;
    const notFound = matches[matches.length - 1]?.routeId === "__root__" || matches.some((m) => m.status === "notFound" || m._notFound);
    return {
      meta: [
        { charSet: "utf-8" },
        { name: "viewport", content: "width=device-width, initial-scale=1" },
        { name: "theme-color", content: COMPANY.themeColor },
        ...(notFound
          ? [{ title: documentTitle(company, loaderData?.messages["notFound.title"] ?? "404") }, { name: "robots", content: "noindex" }]
          : [{ title: company }]),
      ],
      links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundContent,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

function RootDocument() {
  const path = useLocation({ select: (l) => l.pathname });
  const site = Route.useLoaderData();
  return (
    // the pre-paint consent script may mark <html> before hydration
    <html lang={localeFromPath(path)} suppressHydrationWarning>
      <head>
        {/* hides a server-rendered cookie banner before the first paint when a choice is stored */}
        <ScriptOnce>{CONSENT_PRE_PAINT_SCRIPT}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        <PageProvider page={{ path, site }}>
          <Outlet />
        </PageProvider>
        <Scripts />
      </body>
    </html>
  );
}

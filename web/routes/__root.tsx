/** @file The document: html/head/body around every route, language from the URL, site data loaded once. */
import { createRootRouteWithContext, HeadContent, Outlet, ScriptOnce, Scripts } from "@tanstack/react-router";
import { COMPANY, type SiteConfig } from "../../common/site";
import { CONSENT_PRE_PAINT_SCRIPT } from "../consent/consent";
import type { DataApi } from "../data/api";
import { localeFromPath } from "../i18n/locale";
import { toPublicPath } from "../i18n/url-rewrite";
import { useLocale } from "../i18n/use-t";
import { documentTitle } from "../seo/head";
import { organizationJsonLd } from "../seo/organization";
import { ErrorScreen } from "../site/shell/error-screen";
import { NotFoundContent } from "../site/shell/not-found";
import { SiteShell } from "../site/shell/site-shell";
import { companyName, loadSiteData } from "../site/site-data";

export interface RouterContext {
  data: DataApi;
  config: SiteConfig;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // the UI strings of the page's language only
  loader: ({ context, location }) => loadSiteData(context.data, context.config, localeFromPath(location.pathname)),
  // read once per page load (server render), not on client navigations: those stay in the page's language, a link to
  // the other language loads a new document (web/ui/app-link.tsx, web/blog/blog-list.tsx)
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData, matches }) => {
    const locale = localeFromPath(toPublicPath(matches[matches.length - 1]?.pathname ?? "/"));
    const company = loaderData ? companyName(loaderData.settings, locale) : COMPANY.name;
    // only the root (and the pathless layout) matched: the 404 page
    const leaf = matches[matches.length - 1]?.routeId;
    // (_notFound marks the root when no route matched the whole path)
    const notFound =
      leaf === "__root__" ||
      leaf === "/_site" ||
      leaf === "/_site/{-$locale}" ||
      matches.some((m) => m.status === "notFound" || m._notFound);
    return {
      meta: [
        { charSet: "utf-8" },
        { name: "viewport", content: "width=device-width, initial-scale=1" },
        { name: "theme-color", content: COMPANY.themeColor },
        ...(notFound
          ? [{ title: documentTitle(company, loaderData?.messages["notFound.title"] ?? "404") }, { name: "robots", content: "noindex" }]
          : [{ title: company }]),
        ...(loaderData ? [{ "script:ld+json": organizationJsonLd(loaderData, locale) }] : []),
      ],
      links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
    };
  },
  component: RootDocument,
  notFoundComponent: () => (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  ),
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});

function RootDocument() {
  const locale = useLocale();
  return (
    // the pre-paint consent script may mark <html> before hydration
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* hides the server-rendered cookie banner before the first paint when a choice is stored */}
        <ScriptOnce>{CONSENT_PRE_PAINT_SCRIPT}</ScriptOnce>
        <HeadContent />
        {/* without scripts: no consent to ask for, and the brand font at once (worker/lib/client-start.ts starts it otherwise) */}
        <noscript>
          <style>{".cookie-banner{display:none}:root{--font-sans:var(--font-brand)}"}</style>
        </noscript>
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

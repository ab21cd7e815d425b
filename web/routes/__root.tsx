/** @file The document: html/head/body around every route, language from the URL. */
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useLocation } from "@tanstack/react-router";
import type { DataApi } from "../data/api";
import { localeFromPath } from "../i18n/locale";
import { COMPANY } from "../../common/site";

export interface RouterContext {
  data: DataApi;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: COMPANY.themeColor },
      { title: COMPANY.name },
    ],
    links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { pathname } = useLocation();
  return (
    <html lang={localeFromPath(pathname)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

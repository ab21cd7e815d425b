/**
 * @file Creates the router (server and browser) with the data interface and site config in its context.
 * Public routes load through router loaders (their data crosses from server to browser in the SSR state);
 * TanStack Query is used only inside the admin area's own chunk, which keeps it off public pages' JS budget.
 */
import { createRouter as createTanstackRouter } from "@tanstack/react-router";
import type { SiteConfig } from "../common/site";
import type { DataApi } from "./data/api";
import { localeRewrite } from "./i18n/url-rewrite";
import { routeTree } from "./routeTree.gen";

export interface RouterOptions {
  data: DataApi;
  config: SiteConfig;
}

export function createRouter({ data, config }: RouterOptions) {
  return createTanstackRouter({
    routeTree,
    context: { data, config },
    // one route file per page: English URLs map onto the German-named route files (web/i18n/url-rewrite.ts)
    rewrite: localeRewrite,
    defaultPreload: "intent",
    // the site scrolls to the top itself on every route change (web/site/shell/scroll-to-top.tsx)
    scrollRestoration: false,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}

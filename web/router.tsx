/**
 * @file Creates the router of the admin area and the post previews (server and browser) with the data interface and
 * site config in its context. Public pages are not part of it: they are plain HTML with islands (issue 47).
 */
import { createRouter as createTanstackRouter } from "@tanstack/react-router";
import type { SiteConfig } from "../common/site";
import type { DataApi } from "./data/api";
import { routeTree } from "./routeTree.gen";

export interface RouterOptions {
  data: DataApi;
  config: SiteConfig;
}

export function createRouter({ data, config }: RouterOptions) {
  return createTanstackRouter({
    routeTree,
    context: { data, config },
    defaultPreload: "intent",
    scrollRestoration: false,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}

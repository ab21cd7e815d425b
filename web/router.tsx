/**
 * @file Creates the router (server and browser) with the data interface in its context.
 * Public routes load through router loaders (their data crosses from server to browser in the SSR state);
 * TanStack Query is used only inside the admin area's own chunk, which keeps it off public pages' JS budget.
 */
import { createRouter as createTanstackRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import type { DataApi } from "./data/api";

export interface RouterOptions {
  data: DataApi;
  /** CSP nonce for the inline SSR scripts (server only). */
  nonce?: string;
}

export function createRouter({ data, nonce }: RouterOptions) {
  return createTanstackRouter({
    routeTree,
    context: { data },
    defaultPreload: "intent",
    scrollRestoration: false,
    ssr: nonce ? { nonce } : undefined,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}

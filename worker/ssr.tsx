/** @file Server rendering of the React app with TanStack Router (streamed HTML, nonce on inline scripts). */

import { clientAssets } from "virtual:client-entry";
import { createRequestHandler, RouterServer, renderRouterToStream } from "@tanstack/react-router/ssr/server";
import type { Context } from "hono";
import { createRouter } from "../web/router";
import type { AppEnv } from "./env";
import { siteConfig } from "./lib/site-config";
import { serverDataApi } from "./ssr-data";

const routerManifest = {
  routes: {
    __root__: {
      // (a font preload rides along as a link with its own rel: the router's head has no other place for it)
      css: [
        ...clientAssets.fonts.map((href) => ({ href, rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
        ...clientAssets.styles,
      ],
      scripts: clientAssets.scripts.map((src) => ({ attrs: { type: "module", src } })),
      preloads: clientAssets.preloads,
    },
    // modulepreload links for the matched routes' chunks
    ...Object.fromEntries(Object.entries(clientAssets.routePreloads).map(([routeId, preloads]) => [routeId, { preloads }])),
  },
};

export function renderPage(c: Context<AppEnv>) {
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () => createRouter({ data: serverDataApi(c), config: siteConfig(c.env), nonce: c.var.nonce }),
    getRouterManifest: () => routerManifest,
  });
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}

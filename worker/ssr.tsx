/**
 * @file Server rendering of the React app with TanStack Router. The page is rendered in full and its inline scripts
 * (consent pre-paint, router state) are allowed by their SHA-256 hashes in the page's own CSP: no nonce, so the same
 * bytes and headers can be served from the edge cache to every visitor (worker/lib/edge-cache.ts).
 */

import { clientAssets } from "virtual:client-entry";
import { createRequestHandler, RouterServer, renderRouterToStream } from "@tanstack/react-router/ssr/server";
import type { Context } from "hono";
import { createRouter } from "../web/router";
import type { AppEnv } from "./env";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { contentSecurityPolicy } from "./lib/security-headers";
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

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () => createRouter({ data: serverDataApi(c), config: siteConfig(c.env) }),
    getRouterManifest: () => routerManifest,
  });
  const streamed = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const html = await streamed.text();
  const headers = new Headers(streamed.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(c.env, await inlineScriptHashes(html)));
  return new Response(html, { status: streamed.status, statusText: streamed.statusText, headers });
}

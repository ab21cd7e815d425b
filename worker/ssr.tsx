/**
 * @file Server rendering of the admin area and the post previews, a React app with TanStack Router (public pages are
 * plain HTML: worker/public-render.tsx). The page is rendered in full and its inline scripts (consent pre-paint, router
 * state) are allowed by their SHA-256 hashes in the page's own CSP: no nonce.
 */

import { clientAssets } from "virtual:client-entry";
import { createRequestHandler, RouterServer, renderRouterToStream } from "@tanstack/react-router/ssr/server";
import type { Context } from "hono";
import { createRouter } from "../web/router";
import type { AppEnv } from "./env";
import { clientStartScript } from "./lib/client-start";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { contentSecurityPolicy } from "./lib/security-headers";
import { siteConfig } from "./lib/site-config";
import { serverDataApi } from "./ssr-data";

/** The client code starts at once (the admin area is an app). */
function routerManifest() {
  return {
    // the stylesheet's text goes into the page (TanStack strips the link of every inlined address)
    inlineCss: { styles: clientAssets.inlineStyles },
    routes: {
      __root__: {
        css: Object.keys(clientAssets.inlineStyles),
        scripts: [{ attrs: {}, children: clientStartScript(clientAssets.scripts, false) }],
        preloads: clientAssets.preloads,
      },
      // modulepreload links for the matched routes' chunks
      ...Object.fromEntries(Object.entries(clientAssets.routePreloads).map(([routeId, preloads]) => [routeId, { preloads }])),
    },
  };
}
const manifest = routerManifest();

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () => createRouter({ data: serverDataApi(c), config: siteConfig(c.env) }),
    getRouterManifest: () => manifest,
  });
  const streamed = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const html = await streamed.text();
  const headers = new Headers(streamed.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(c.env, await inlineScriptHashes(html)));
  return new Response(html, { status: streamed.status, statusText: streamed.statusText, headers });
}

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
import { clientStartScript } from "./lib/client-start";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { contentSecurityPolicy } from "./lib/security-headers";
import { siteConfig } from "./lib/site-config";
import { serverDataApi } from "./ssr-data";
import { withServerJsonLd } from "./ssr-structured-data";

/** Per area: public pages start the client code after their first paint, the admin area at once. */
function routerManifest(afterFirstPaint: boolean) {
  return {
    // the stylesheet's text goes into the page (TanStack strips the link of every inlined address)
    inlineCss: { styles: clientAssets.inlineStyles },
    routes: {
      __root__: {
        css: Object.keys(clientAssets.inlineStyles),
        scripts: [{ attrs: {}, children: clientStartScript(clientAssets.scripts, afterFirstPaint) }],
        preloads: clientAssets.preloads,
      },
      // modulepreload links for the matched routes' chunks
      ...Object.fromEntries(Object.entries(clientAssets.routePreloads).map(([routeId, preloads]) => [routeId, { preloads }])),
    },
  };
}
const publicManifest = routerManifest(true);
const adminManifest = routerManifest(false);
const ADMIN_PATH = /^\/admin(\/|$)/;

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () => createRouter({ data: serverDataApi(c), config: siteConfig(c.env) }),
    getRouterManifest: () => (ADMIN_PATH.test(c.req.path) ? adminManifest : publicManifest),
  });
  let matches: Parameters<typeof withServerJsonLd>[1] = [];
  const streamed = await handler(({ request, responseHeaders, router }) => {
    matches = router.state.matches;
    return renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> });
  });
  const html = withServerJsonLd(await streamed.text(), matches);
  const headers = new Headers(streamed.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(c.env, await inlineScriptHashes(html)));
  return new Response(html, { status: streamed.status, statusText: streamed.statusText, headers });
}

/**
 * @file Public pages as plain HTML (issue 47): the address picks the page (web/site/public-routes.ts), its loader reads
 * D1 directly (worker/ssr-data.ts), React renders the document once on the server, to a string, and nothing is
 * hydrated: the page's islands load on their own (web/islands/boot.ts). The inline scripts are allowed by their SHA-256
 * hashes in the page's own CSP (no nonce), so the same bytes and headers can be served from the edge cache to every
 * visitor. A new isolate renders the home page once from built-in data while it starts (see the end of this file).
 */
import { clientAssets } from "virtual:client-entry";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../common/locales";
import type { SiteConfig } from "../common/site";
import type { DataApi } from "../web/data/api";
import { documentTitle } from "../web/seo/head";
import { organizationJsonLd } from "../web/seo/organization";
import type { PageState } from "../web/site/page-context";
import { PageNotFound, PageRedirect } from "../web/site/page-outcome";
import { mergedMeta, PublicDocument } from "../web/site/public-document";
import type { HeadTags, PublicPage } from "../web/site/public-pages";
import { matchPublicPath } from "../web/site/public-routes";
import { ErrorScreen } from "../web/site/shell/error-screen";
import { NotFoundContent } from "../web/site/shell/not-found";
import { companyName, loadSiteData, type SiteData } from "../web/site/site-data";
import { createDb } from "./db/client";
import { EMPTY_D1 } from "./db/empty-d1";
import type { AppEnv, Bindings } from "./env";
import { clientStartScript } from "./lib/client-start";
import { recordWorkerError } from "./lib/error-reports";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { contentSecurityPolicy } from "./lib/security-headers";
import { siteConfig } from "./lib/site-config";
import { dataApiOf, serverDataApi } from "./ssr-data";

type Meta = Record<string, unknown>;
const STYLES = { inline: Object.values(clientAssets.inlineStyles), linked: clientAssets.stylesheets };
/** The placeholder the document carries for the start script, which names the page's own islands (startScriptOf). */
const START_PLACEHOLDER = "/*islands*/";
const ISLAND = /\bdata-island="([\w-]+)"/g;

/**
 * The inline script that starts the boot script after the first paint, and with it the modules of the islands this
 * page has (each file once): they download in parallel instead of one after the other, while the boot script still
 * decides when each island is mounted. A page without islands gets only the boot script.
 */
function startScriptOf(html: string): string {
  const islands = new Set([...html.matchAll(ISLAND)].map((m) => m[1]));
  const chunks = [...islands].flatMap((name) => clientAssets.islandChunks[name] ?? []);
  return clientStartScript([...new Set([clientAssets.islandBoot, ...clientAssets.bootImports, ...chunks])], true);
}

/** What every page's head carries: the company as title (a page replaces it) and the Organization JSON-LD. */
const siteMeta = (site: SiteData, locale: Locale): Meta[] => [
  { title: companyName(site.settings, locale) },
  { "script:ld+json": organizationJsonLd(site, locale) },
];
const notFoundMeta = (site: SiteData, locale: Locale): Meta[] => [
  { title: documentTitle(companyName(site.settings, locale), site.messages["notFound.title"] ?? "404") },
  { name: "robots", content: "noindex" },
];

interface Rendered {
  status: number;
  content: ReactNode;
  head: HeadTags;
  state: Pick<PageState, "crumbLabel" | "alternates">;
}

/** The page's data, content and head; a loader's not-found and failure become the page kind's own answers. */
async function renderedPage(
  request: PageRequest,
  route: { page: PublicPage; locale: Locale; param: string },
  site: SiteData,
): Promise<Rendered | PageRedirect> {
  const { page, locale, param } = route;
  const ctx = { matches: [{ loaderData: site }], params: { locale: locale === "en" ? "en" : undefined } };
  try {
    const loaded = await page.load(request.data, locale, param);
    const head = page.head({ ...ctx, loaderData: loaded });
    const jsonLd = page.jsonLd?.(loaded, site, locale) ?? [];
    return {
      status: 200,
      content: page.render(loaded, locale),
      head: { ...head, meta: [...(head.meta ?? []), ...jsonLd.map((d) => ({ "script:ld+json": d }))] },
      state: { crumbLabel: page.crumbLabel?.(loaded, locale), alternates: page.alternates?.(loaded) },
    };
  } catch (error) {
    if (error instanceof PageRedirect) return error;
    if (error instanceof PageNotFound)
      return {
        status: 404,
        content: page.notFound?.(locale) ?? <NotFoundContent />,
        head: page.notFound ? page.head(ctx) : { meta: notFoundMeta(site, locale) },
        state: {},
      };
    request.failed(error instanceof Error ? error : new Error(String(error)));
    const failed = page.failed?.(locale);
    return {
      status: failed?.status ?? 500,
      content: failed?.content ?? <ErrorScreen />,
      head: page.failed ? page.head(ctx) : { meta: notFoundMeta(site, locale) },
      state: {},
    };
  }
}

/** What a page is rendered from: the address, the data to load it with, the deployment config. */
interface PageRequest {
  url: URL;
  data: DataApi;
  config: SiteConfig;
  /** A loader failed and the page shows its failure state instead. */
  failed: (error: Error) => void;
}

type PublicDocumentAnswer = { status: number; html: string } | { redirect: string; status: 301 | 302 | 307 | 308 };

/** The page at an address as a whole HTML document, or where it has moved. */
async function publicDocument(request: PageRequest): Promise<PublicDocumentAnswer> {
  const { url, data } = request;
  const route = matchPublicPath(url.pathname);
  if (route.kind === "redirect") return { redirect: route.href, status: 308 };
  const locale = route.locale;
  const site = await loadSiteData(data, request.config, locale);
  const rendered: Rendered | PageRedirect =
    route.kind === "page"
      ? await renderedPage(request, route, site)
      : { status: 404, content: <NotFoundContent />, head: { meta: notFoundMeta(site, locale) }, state: {} };
  if (rendered instanceof PageRedirect) return { redirect: rendered.href, status: rendered.status };

  const page: PageState = { path: url.pathname, site, ...rendered.state };
  // every read is done before rendering (the loaders), so nothing suspends: the string renderer is all it needs, and
  // it takes half the time of the streaming one (5 against 9 ms for the home page, measured under wrangler dev)
  const markup = `<!DOCTYPE html>${renderToString(
    <PublicDocument
      page={page}
      head={{ meta: mergedMeta(siteMeta(site, locale), rendered.head.meta ?? []), links: rendered.head.links }}
      styles={STYLES}
      startScript={START_PLACEHOLDER}
    >
      {rendered.content}
    </PublicDocument>,
  )}`;
  const html = markup.replace(`<script>${START_PLACEHOLDER}</script>`, () => `<script>${startScriptOf(markup)}</script>`);
  return { status: rendered.status, html };
}

export async function renderPublicPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const answer = await publicDocument({
    url,
    data: serverDataApi(c),
    config: siteConfig(c.env),
    failed: (error) => {
      recordWorkerError(c, error, "render page");
      c.set("degradedRender", true);
    },
  });
  if ("redirect" in answer) return c.redirect(answer.redirect + url.search, answer.status);
  return new Response(answer.html, {
    status: answer.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": contentSecurityPolicy(c.env, await inlineScriptHashes(answer.html)),
    },
  });
}

/**
 * V8 compiles a function when it is first called, so a new isolate's first page paid for compiling React's renderer,
 * the site's components and the reads' query building (a cold first render of the home page took 2.5 times a warm
 * one, issue 47). While the isolate starts, it renders the home page once, through the same reads, from a database
 * without rows (no I/O, which module scope may not do). On Cloudflare a worker starts during the TLS handshake of its
 * first request, so no visitor waits for this. Only the compiled code is kept; a failure here is one of the next
 * request's too and shows there.
 */
const WARM_UP_URL = "https://warm-up.invalid";
/** The start-up render's answer (undefined if it threw), kept only so a test can see that it rendered the page. */
export const startupRender: Promise<PublicDocumentAnswer | undefined> = publicDocument({
  url: new URL(`${WARM_UP_URL}/`),
  // the page reads no binding but D1 (worker/ssr-data.ts; a preview's token check is not on a public page's path)
  data: dataApiOf({ db: createDb(EMPTY_D1), env: {} as Bindings }),
  config: { siteUrl: WARM_UP_URL, analyticsTagId: "", turnstileSiteKey: "" },
  failed: () => undefined,
}).catch(() => undefined);

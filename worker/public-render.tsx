/**
 * @file Public pages as plain HTML (issue 47): the address picks the page (web/site/public-routes.ts), its loader reads
 * D1 directly (worker/ssr-data.ts), React renders the document once on the server, and nothing is hydrated: the page's
 * islands load on their own (web/islands/boot.ts). The inline scripts are allowed by their SHA-256 hashes in the page's
 * own CSP (no nonce), so the same bytes and headers can be served from the edge cache to every visitor.
 */
import { clientAssets } from "virtual:client-entry";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { Locale } from "../common/locales";
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
import type { AppEnv } from "./env";
import { clientStartScript } from "./lib/client-start";
import { recordWorkerError } from "./lib/error-reports";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { contentSecurityPolicy } from "./lib/security-headers";
import { siteConfig } from "./lib/site-config";
import { serverDataApi } from "./ssr-data";

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
  c: Context<AppEnv>,
  data: DataApi,
  route: { page: PublicPage; locale: Locale; param: string },
  site: SiteData,
): Promise<Rendered | PageRedirect> {
  const { page, locale, param } = route;
  const ctx = { matches: [{ loaderData: site }], params: { locale: locale === "en" ? "en" : undefined } };
  try {
    const loaded = await page.load(data, locale, param);
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
    recordWorkerError(c, error instanceof Error ? error : new Error(String(error)), "render page");
    c.set("degradedRender", true);
    const failed = page.failed?.(locale);
    return {
      status: failed?.status ?? 500,
      content: failed?.content ?? <ErrorScreen />,
      head: page.failed ? page.head(ctx) : { meta: notFoundMeta(site, locale) },
      state: {},
    };
  }
}

export async function renderPublicPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const route = matchPublicPath(url.pathname);
  if (route.kind === "redirect") return c.redirect(route.href + url.search, 308);
  const locale = route.locale;
  const data = serverDataApi(c);
  const site = await loadSiteData(data, siteConfig(c.env), locale);
  const rendered: Rendered | PageRedirect =
    route.kind === "page"
      ? await renderedPage(c, data, route, site)
      : { status: 404, content: <NotFoundContent />, head: { meta: notFoundMeta(site, locale) }, state: {} };
  if (rendered instanceof PageRedirect) return c.redirect(rendered.href + url.search, rendered.status);

  const page: PageState = { path: url.pathname, site, ...rendered.state };
  const stream = await renderToReadableStream(
    <PublicDocument
      page={page}
      head={{ meta: mergedMeta(siteMeta(site, locale), rendered.head.meta ?? []), links: rendered.head.links }}
      styles={STYLES}
      startScript={START_PLACEHOLDER}
    >
      {rendered.content}
    </PublicDocument>,
  );
  await stream.allReady;
  const markup = await new Response(stream).text();
  const html = markup.replace(`<script>${START_PLACEHOLDER}</script>`, () => `<script>${startScriptOf(markup)}</script>`);
  return new Response(html, {
    status: rendered.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": contentSecurityPolicy(c.env, await inlineScriptHashes(html)),
    },
  });
}

/**
 * @file The router's URL rewrite: one route file per page serves both languages. Route files are named after the
 * German URL under an optional locale segment (web/routes/_site/{-$locale}/...), so inside the router an English page
 * lives at /en + its German path; the rewrite maps the public English URLs of PAGE_PATHS to those paths on the way
 * in and back on the way out (links, redirects, the server's canonical check). Blog posts and custom pages need no
 * mapping: their English URL already is /en + the German one.
 */
import { PAGE_KEYS, PAGE_PATHS } from "../../common/routes";

/** Where the router keeps a page's English version: /en + its German path. */
const routerPathOfEnglish = (germanPath: string) => (germanPath === "/" ? "/en" : `/en${germanPath}`);

const routerPathByPublic = new Map<string, string>();
const publicPathByRouter = new Map<string, string>();
for (const key of PAGE_KEYS) {
  const { de, en } = PAGE_PATHS[key];
  const routerPath = routerPathOfEnglish(de);
  if (routerPath === en) continue;
  routerPathByPublic.set(en, routerPath);
  publicPathByRouter.set(routerPath, en);
}

/**
 * A public URL that looks like a router path of an English page (e.g. /en/kontakt) is not one of our URLs: it is
 * moved under this prefix, where no route matches, so it answers 404 as before instead of showing the page.
 */
const UNMAPPED_PREFIX = "/_unmapped";

/**
 * Looks a path up without its trailing slash and puts the slash back (the router then redirects as usual); like the
 * router's matching, the lookup ignores case.
 */
function mapPath(pathname: string, map: Map<string, string>): string | undefined {
  const slash = pathname.length > 1 && pathname.endsWith("/") ? "/" : "";
  const mapped = map.get((slash ? pathname.slice(0, -1) : pathname).toLowerCase());
  return mapped === undefined ? undefined : mapped + slash;
}

/** A public path as the router sees it. */
export function toRouterPath(publicPath: string): string {
  const mapped = mapPath(publicPath, routerPathByPublic);
  if (mapped !== undefined) return mapped;
  return mapPath(publicPath, publicPathByRouter) === undefined ? publicPath : UNMAPPED_PREFIX + publicPath;
}

/** A router path as the visitor sees it (the inverse of toRouterPath). */
export function toPublicPath(routerPath: string): string {
  if (routerPath.startsWith(`${UNMAPPED_PREFIX}/`)) return routerPath.slice(UNMAPPED_PREFIX.length);
  return mapPath(routerPath, publicPathByRouter) ?? routerPath;
}

function withPathname(url: URL, pathname: string): URL | undefined {
  if (pathname === url.pathname) return undefined;
  url.pathname = pathname;
  return url;
}

/** The `rewrite` option of createRouter. */
export const localeRewrite = {
  input: ({ url }: { url: URL }) => withPathname(url, toRouterPath(url.pathname)),
  output: ({ url }: { url: URL }) => withPathname(url, toPublicPath(url.pathname)),
};

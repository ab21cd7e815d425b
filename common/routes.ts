/**
 * @file The one route map of the public site: every page's German and English path.
 * The public pages' address matching (web/site/public-routes.ts), the language toggle, hreflang alternates, the sitemap and the breadcrumbs all read it.
 */
import type { Locale } from "./locales.ts";

export const PAGE_PATHS = {
  home: { de: "/", en: "/en" },
  about: { de: "/ueber-uns", en: "/en/about" },
  team: { de: "/team", en: "/en/team" },
  services: { de: "/leistungen", en: "/en/services" },
  businessAnalysis: { de: "/leistungen/business-analyse", en: "/en/services/business-analysis" },
  softwareDevelopment: { de: "/leistungen/software-development", en: "/en/services/software-development" },
  enterpriseArchitecture: { de: "/leistungen/enterprise-architecture", en: "/en/services/enterprise-architecture" },
  projectManagement: { de: "/leistungen/projektmanagement", en: "/en/services/project-management" },
  dataAnalytics: { de: "/leistungen/data-analytics", en: "/en/services/data-analytics" },
  projects: { de: "/projekte", en: "/en/projects" },
  career: { de: "/karriere", en: "/en/career" },
  contact: { de: "/kontakt", en: "/en/contact" },
  legal: { de: "/impressum", en: "/en/legal" },
  privacy: { de: "/datenschutz", en: "/en/privacy" },
  cookies: { de: "/cookies", en: "/en/cookies" },
  blog: { de: "/blog", en: "/en/blog" },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof PAGE_PATHS;
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

/** Pages flagged noindex (kept out of the sitemap too). */
export const NOINDEX_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(["legal", "privacy", "cookies"]);

export function pathFor(key: PageKey, locale: Locale): string {
  return PAGE_PATHS[key][locale];
}

const byPath = new Map<string, { key: PageKey; locale: Locale }>();
for (const key of PAGE_KEYS) for (const locale of ["de", "en"] as const) byPath.set(PAGE_PATHS[key][locale], { key, locale });

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname) || "/";

/** The page a path shows, if it is one of the mapped pages. */
export function pageForPath(pathname: string): { key: PageKey; locale: Locale } | undefined {
  return byPath.get(normalise(pathname));
}

/**
 * Prefix-mapped families: a path under one of these German prefixes has its English twin under the other
 * (e.g. /blog/my-post <-> /en/blog/my-post). Other features add theirs here.
 */
const PREFIX_PAIRS: { de: string; en: string }[] = [{ de: "/blog/", en: "/en/blog/" }];

/**
 * The same page in the other language. Mapped pages use the route map; German paths without a mapping get
 * the /en prefix; English paths without a mapping drop it (spec 2.2).
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const path = normalise(pathname);
  const page = pageForPath(path);
  if (page) return PAGE_PATHS[page.key][target];
  for (const pair of PREFIX_PAIRS) {
    const from = target === "en" ? pair.de : pair.en;
    if (path.startsWith(from)) return (target === "en" ? pair.en : pair.de) + path.slice(from.length);
  }
  const isEnglish = path === "/en" || path.startsWith("/en/");
  if (target === "de") return isEnglish ? path.slice(3) || "/" : path;
  return isEnglish ? path : path === "/" ? "/en" : `/en${path}`;
}

/** Both language versions of a path (for hreflang alternates). */
export function alternatePaths(pathname: string): Record<Locale, string> {
  return { de: switchLocalePath(pathname, "de"), en: switchLocalePath(pathname, "en") };
}

/**
 * @file Head tags of public pages: title with the company-name prefix, description, canonical on SITE_URL,
 * hreflang alternates (de, en, x-default), Open Graph, Twitter, robots, and JSON-LD (BreadcrumbList here,
 * Organization in the root route, Service on service pages).
 */
import type { Locale } from "../../common/locales";
import { BUILT_IN_SLUGS, recordOverride } from "../../common/page-records";
import { alternatePaths, type PageKey, pathFor } from "../../common/routes";
import { absoluteUrl, DEFAULT_SHARE_IMAGE } from "../blog/blog-seo";
import type { LanguageAlternates } from "../i18n/alternates";
import { breadcrumbTrail } from "../i18n/breadcrumbs";
import { localeOf } from "../i18n/locale";
import { companyName, type SiteData } from "../site/site-data";

type Meta = Record<string, unknown>;
type HeadResult = { meta: Meta[]; links: { rel: string; href: string; hrefLang?: string }[] };
/** The part of TanStack's head() context these helpers read. */
export interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>;
}

/** The head() context of a public page route: its `{-$locale}` param names the language. */
export interface PageHeadContext extends HeadContext {
  params: { locale?: string };
}

export const siteDataOf = (ctx: HeadContext) => ctx.matches[0]?.loaderData as SiteData | undefined;

/** `{company} | {title}`: the fixed company-name prefix of every page title. */
export const documentTitle = (company: string, title: string) => `${company} | ${title}`;

export interface HeadOptions {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  noindex?: boolean;
  /** Extra JSON-LD objects (e.g. a schema.org Service). */
  jsonLd?: object[];
  /** Absolute path of a share image (defaults to the site's). */
  image?: string;
  /** Its alt text (og:image:alt, twitter:image:alt); the site's default image is described by DEFAULT_IMAGE_ALT. */
  imageAlt?: string;
  ogType?: "website" | "article";
  /** The page's own name for its last breadcrumb (a post's title), so the JSON-LD names what the visible trail shows. */
  crumbLabel?: string;
  /**
   * The page's addresses in the languages it exists in, when the route map cannot derive them (a post's or custom page's
   * English slug, a post without English text); default: both, from `path`. Only these get an hreflang link, as in the
   * sitemap (x-default, the German page, only beside an English one).
   */
  alternates?: LanguageAlternates;
  /** An absolute canonical address elsewhere (a syndicated post's original); default: this page on SITE_URL. */
  canonical?: string;
}

/** What the default share image shows: an abstract graphic in the firm's colours. */
const DEFAULT_IMAGE_ALT = {
  de: (company: string) => `Grafik in den Farben von ${company}`,
  en: (company: string) => `Graphic in the colours of ${company}`,
};

export function buildHead(ctx: HeadContext, options: HeadOptions): HeadResult {
  const site = siteDataOf(ctx);
  const base = site?.config.siteUrl ?? "";
  const company = site ? companyName(site.settings, options.locale) : "";
  const title = documentTitle(company, options.title);
  const url = options.canonical ?? base + options.path;
  const alternates = options.alternates ?? alternatePaths(options.path);
  const image = absoluteUrl(base, options.image ?? DEFAULT_SHARE_IMAGE);
  const imageAlt = options.imageAlt ?? (options.image ? null : DEFAULT_IMAGE_ALT[options.locale](company));
  const trail = breadcrumbTrail(options.path, options.locale, options.crumbLabel);

  const meta: Meta[] = [
    { title },
    { name: "description", content: options.description },
    { name: "robots", content: options.noindex ? "noindex, follow" : "index, follow" },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:site_name", content: company },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { property: "og:locale", content: options.locale === "en" ? "en_US" : "de_DE" },
    // only a language the page exists in
    ...(alternates[options.locale === "en" ? "de" : "en"]
      ? [{ property: "og:locale:alternate", content: options.locale === "en" ? "de_DE" : "en_US" }]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
    ...(imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
  ];
  if (trail.length > 1) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.label, item: base + crumb.path })),
      },
    });
  }
  for (const data of options.jsonLd ?? []) meta.push({ "script:ld+json": data });

  const languages = (["de", "en"] as const).filter((l) => alternates[l]);
  return {
    meta,
    links: [
      { rel: "canonical", href: url },
      ...languages.map((l) => ({ rel: "alternate", hrefLang: l, href: base + alternates[l] })),
      ...(languages.length > 1 ? [{ rel: "alternate", hrefLang: "x-default", href: base + (alternates.de ?? alternates.en) }] : []),
    ],
  };
}

/** A page's title and description (meta.<page>.* messages); a published page record with the page's slug overrides them. */
function pageMeta(ctx: HeadContext, key: PageKey, locale: Locale) {
  const messages = siteDataOf(ctx)?.messages;
  const slug = BUILT_IN_SLUGS[key];
  const override = recordOverride(slug ? siteDataOf(ctx)?.pageRecords?.find((p) => p.slug === slug) : undefined, locale);
  return {
    title: override.title ?? messages?.[`meta.${key}.title`] ?? "",
    description: override.description ?? messages?.[`meta.${key}.description`] ?? "",
    ...(override.image ? { image: override.image } : {}),
    ...(override.noindex ? { noindex: true } : {}),
  };
}

function mappedPageHead(ctx: HeadContext, key: PageKey, locale: Locale, extra: Partial<HeadOptions> = {}) {
  return buildHead(ctx, { path: pathFor(key, locale), locale, ...pageMeta(ctx, key, locale), ...extra });
}

/** head() of a mapped page in the route's language, from its meta.<page>.* messages. */
export function pageHead(key: PageKey, extra: Partial<HeadOptions> = {}) {
  return (ctx: PageHeadContext) => mappedPageHead(ctx, key, localeOf(ctx.params), extra);
}

/** head() of a service detail page: the page's tags plus a schema.org Service. */
export function serviceHead(key: PageKey) {
  return (ctx: PageHeadContext) => {
    const locale = localeOf(ctx.params);
    const site = siteDataOf(ctx);
    const base = site?.config.siteUrl ?? "";
    const company = site ? companyName(site.settings, locale) : "";
    const meta = pageMeta(ctx, key, locale);
    const service = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: meta.title,
      serviceType: meta.title,
      description: meta.description,
      url: base + pathFor(key, locale),
      areaServed: { "@type": "Country", name: locale === "en" ? "Germany" : "Deutschland" },
      provider: { "@type": "Organization", name: company, url: base + pathFor("home", locale) },
    };
    return mappedPageHead(ctx, key, locale, { jsonLd: [service] });
  };
}

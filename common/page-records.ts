/**
 * @file Page records as the public site reads them; which record belongs to which built-in page (its slug is the
 * German path's segment; the home page is 'home') and the title/description a record gives a built-in page.
 * Records with other slugs are custom pages, served at /{slug} and /en/{slug}.
 */
import type { Locale } from "./locales.ts";
import { PAGE_KEYS, PAGE_PATHS, type PageKey } from "./routes.ts";
import { ogImagePath } from "./seo.ts";

/** A published page record as the public site lists it (German base fields, English from its translation). */
export interface PublishedPage {
  slug: string;
  /** The English address's slug (/en/<slug_en>); null: the English page uses the German slug. */
  slug_en: string | null;
  title: string;
  meta_description: string | null;
  title_en: string | null;
  meta_description_en: string | null;
  template: string;
  /** A media-library picture whose 1200×630 crop link previews show. */
  og_image: string | null;
  noindex: boolean;
  updated_at: string;
}

export interface RenderedSection {
  id: number;
  section_key: string;
  section_type: string;
  title: string | null;
  title_en: string | null;
  subtitle: string | null;
  subtitle_en: string | null;
  image_url: string | null;
  /** Pixel size of the section's picture when it is in the media library (else null). */
  image_width: number | null;
  image_height: number | null;
  background_color: string | null;
  text_color: string | null;
  /** The section's Markdown as sanitised HTML (raw HTML in the source is dropped). */
  html: string;
  html_en: string | null;
}

/** A published page ready to show: its active sections with their Markdown rendered to HTML on the server. */
export interface RenderedPage {
  slug: string;
  slug_en: string | null;
  title: string;
  meta_description: string | null;
  title_en: string | null;
  meta_description_en: string | null;
  featured_image: string | null;
  og_image: string | null;
  noindex: boolean;
  updated_at: string;
  sections: RenderedSection[];
}

/** Built-in pages that a record can override: home plus every single-segment German path (/team, /kontakt, ...). */
export const BUILT_IN_SLUGS: Partial<Record<PageKey, string>> = Object.fromEntries(
  PAGE_KEYS.flatMap((key): [PageKey, string][] => {
    if (key === "home") return [[key, "home"]];
    const segment = PAGE_PATHS[key].de.slice(1);
    return segment && !segment.includes("/") ? [[key, segment]] : [];
  }),
);
const builtInSlugSet = new Set(Object.values(BUILT_IN_SLUGS));

export const isBuiltInSlug = (slug: string) => builtInSlugSet.has(slug);

export interface PageOverride {
  title?: string;
  description?: string;
  /** The share image's site path (its 1200×630 crop). */
  image?: string;
  noindex?: true;
}

/** A record's title, description, share image and noindex for a page in a language; English only from its English translation. */
export function recordOverride(record: PublishedPage | undefined, locale: Locale): PageOverride {
  if (!record) return {};
  const title = (locale === "en" ? record.title_en : record.title)?.trim();
  const description = (locale === "en" ? record.meta_description_en : record.meta_description)?.trim();
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(record.og_image ? { image: ogImagePath(record.og_image) } : {}),
    ...(record.noindex ? { noindex: true as const } : {}),
  };
}

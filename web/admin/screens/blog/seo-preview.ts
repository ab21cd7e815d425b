/** @file Pure helpers of the SEO panel: the length guidance per field and what a search result would show. */
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from "../../../../common/seo";

export type SeoTextField = "title" | "description";

const GUIDE: Record<SeoTextField, number> = { title: SEO_TITLE_GUIDE, description: SEO_DESCRIPTION_GUIDE };

/** The counter under a field: "42 / 60 Zeichen", and a warning once search results would cut the text. */
export function lengthGuide(field: SeoTextField, value: string): { text: string; over: boolean } {
  const count = value.trim().length;
  const guide = GUIDE[field];
  const over = count > guide;
  const text = over
    ? `${count} / ${guide} Zeichen – zu lang: Suchmaschinen kürzen nach etwa ${guide} Zeichen`
    : `${count} / ${guide} Zeichen`;
  return { text, over };
}

/** A text as a search result shows it: cut at the guide length with an ellipsis. */
export function previewText(field: SeoTextField, value: string): string {
  const guide = GUIDE[field];
  const text = value.trim().replace(/\s+/g, " ");
  return text.length > guide ? `${text.slice(0, guide - 1).trimEnd()}…` : text;
}

/** The address line of a result: host and path segments joined by › as search engines print them. */
export function previewAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return [host, ...pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    return url;
  }
}

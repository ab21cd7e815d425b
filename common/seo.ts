/**
 * @file Search presence of an item (issue 31), the zod-free part the public bundle may import: the length guidance,
 * the head's view of an item's SEO fields, and the address of a picture's Open Graph crop.
 */

/** Lengths search results show before cutting off: guidance with a counter and a warning in the editor, not a limit. */
export const SEO_TITLE_GUIDE = 60;
export const SEO_DESCRIPTION_GUIDE = 160;

/** A media-library picture (`/media/<key>`). */
export const isMediaPath = (value: string) => /^\/media\/[\w.-]+$/.test(value);

/** What a public page head reads of an item's SEO fields, already in the visitor's language. */
export interface PublicSeo {
  title: string | null;
  description: string | null;
  /** A media-library path; the head points at its 1200×630 crop. */
  image: string | null;
  /** The share image's alt text from the media library in the page's language (og:image:alt), where it has one. */
  image_alt?: string | null;
  noindex: boolean;
  canonical: string | null;
}

/** The 1200×630 crop of a media-library picture that link previews show (worker/domain/media/variants.ts). */
export const ogImagePath = (mediaPath: string) => `${mediaPath}?og=1`;

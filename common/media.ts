/**
 * @file Responsive media-library pictures: the widths the worker makes of an uploaded raster image
 * (`/media/<key>?w=<width>`, WebP, see worker/domain/media/variants.ts) and the `srcset` that offers them.
 */

/** Widths (px) of the WebP copies; phones at 2-3x pixel density pick 800 or 1200, desktops 480-1600. */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;

const RESIZABLE_MEDIA = /^\/media\/[\w.-]+\.(jpe?g|png|webp|avif)$/i;

/** The copy width a `?w=` value asks for, if it is one of MEDIA_WIDTHS. */
export function mediaWidthOf(raw: string | undefined): number | undefined {
  const width = Number(raw);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? width : undefined;
}

/**
 * The site path of an absolute address of the site's own media library (`https://<SITE_URL host>/media/x.jpg`, as an
 * editor may paste it), so it gets its copies like `/media/x.jpg`; any other address stays as it is.
 */
export function ownMediaPath(url: string, siteUrl = ""): string {
  // (plain patterns, not URL objects: this runs in the public bundle, where every byte counts)
  const [, host, path] = /^https?:\/\/([^/?#]+)(\/media\/[^?#]+)$/i.exec(url) ?? [];
  return path && host === /^https?:\/\/([^/?#]+)/i.exec(siteUrl)?.[1] ? path : url;
}

/**
 * `src` and `srcSet` of a picture: a media-library raster image (also by its absolute address on `siteUrl`) gets its
 * resized copies (the 800 px one as the fallback `src`, so no browser ever loads the original); any other address
 * (built-in SVG, external URL, GIF) stays.
 */
export function responsiveSource(url: string, sizes = "auto", siteUrl?: string): { src: string; srcSet?: string; sizes?: string } {
  const path = ownMediaPath(url, siteUrl);
  // (the array's string form joins the candidates with commas: a valid srcset in fewer bytes of public JavaScript;
  // `sizes` only with a srcset, as HTML requires; `auto` = the laid-out width, for lazy pictures)
  return RESIZABLE_MEDIA.test(path)
    ? { src: `${path}?w=800`, srcSet: `${MEDIA_WIDTHS.map((w) => `${path}?w=${w} ${w}w`)}`, sizes }
    : { src: url };
}

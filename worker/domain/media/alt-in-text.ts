/**
 * @file Pictures of the media library inside a Markdown text get the library's alt text of the text's language (issue
 * 42): "Übersetzen" into English gives `![<alt_en>](/media/x.jpg)`, into German `![<alt_text>](…)`. Pictures from
 * elsewhere, and library pictures without an alt text in that language, keep the alt the text has.
 */
import { inArray } from "drizzle-orm";
import type { Locale } from "../../../common/locales";
import { ownMediaPath } from "../../../common/media";
import { assets } from "../../db/schema";
import type { Deps } from "../../env";

/** A Markdown image whose address is a media-library path (relative or absolute), with an optional `?w=` and title. */
const IMAGE = /!\[([^\]]*)\]\((\s*)((?:https?:\/\/[^/\s()]+)?\/media\/[\w.-]+)([^)]*)\)/g;

const keyOf = (address: string, siteUrl: string) => {
  const path = ownMediaPath(address, siteUrl);
  return path.startsWith("/media/") ? path.slice("/media/".length) : null;
};

/**
 * The library's alt text in `locale` of each address that names a library picture with one (address → alt text; brackets
 * and line breaks left out, so the text can stand in Markdown too). Other addresses are not in the map.
 */
export async function libraryAlts(
  deps: Pick<Deps, "db" | "env">,
  addresses: readonly (string | null | undefined)[],
  locale: Locale,
): Promise<Map<string, string>> {
  const siteUrl = deps.env.SITE_URL ?? "";
  const keyed = addresses.flatMap((a) => {
    const key = a ? keyOf(a, siteUrl) : null;
    return a && key ? [[a, key] as const] : [];
  });
  const keys = [...new Set(keyed.map(([, key]) => key))];
  const byKey = new Map<string, string>();
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < keys.length; i += 90) {
    const rows = await deps.db
      .select({ filename: assets.filename, alt_text: assets.alt_text, alt_en: assets.alt_en })
      .from(assets)
      .where(inArray(assets.filename, keys.slice(i, i + 90)))
      .all();
    for (const row of rows) {
      const alt = (locale === "en" ? row.alt_en : row.alt_text).replace(/[[\]\n]/g, " ").trim();
      if (alt) byKey.set(row.filename, alt);
    }
  }
  return new Map(keyed.flatMap(([address, key]) => (byKey.has(key) ? [[address, byKey.get(key) as string]] : [])));
}

/** `text` with each library picture's alt text in `locale`. */
export async function withLibraryAlts(deps: Pick<Deps, "db" | "env">, text: string, locale: Locale): Promise<string> {
  const images = [...text.matchAll(IMAGE)];
  if (!images.length) return text;
  const alts = await libraryAlts(
    deps,
    images.map((m) => m[3]),
    locale,
  );
  return text.replace(IMAGE, (whole, _alt: string, space: string, address: string, rest: string) => {
    const alt = alts.get(address);
    return alt ? `![${alt}](${space}${address}${rest})` : whole;
  });
}

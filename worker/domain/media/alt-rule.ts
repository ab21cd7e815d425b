/**
 * @file The alt-text rule on the server (issue 31): a media-library picture goes on a public page only with its alt
 * text in both languages. The pickers say so first; this catches what they cannot see (an address typed or pasted into
 * a text, an absolute address of the site's own media, an API client), so a save that would publish one answers 400.
 */
import { and, inArray, or, sql } from "drizzle-orm";
import { ALT_TEXT_MISSING } from "../../../common/alt-text-rule";
import { ownMediaPath } from "../../../common/media";
import { assets } from "../../db/schema";
import type { Deps } from "../../env";
import { invalidInput } from "../../lib/errors";

/** Media-library addresses (relative or absolute on the site's own host) anywhere in a text or image field. */
const MEDIA_ADDRESS = /(?:https?:\/\/[^/\s"'()<>]+)?\/media\/[\w.-]+/gi;

/** The library keys a field's text names. */
function mediaKeysIn(text: string | null | undefined, siteUrl: string): string[] {
  if (!text) return [];
  const keys = new Set<string>();
  for (const [address] of text.matchAll(MEDIA_ADDRESS)) {
    const path = ownMediaPath(address, siteUrl);
    if (path.startsWith("/media/")) keys.add(path.slice("/media/".length));
  }
  return [...keys];
}

/**
 * 400 validation_failed, naming each field and file, when one of the fields names a library picture that lacks its
 * German or English alt text. Addresses that are not in the library (external, built-in) are not this rule's concern.
 */
export async function assertAltTexts(deps: Pick<Deps, "db" | "env">, fields: Record<string, string | null | undefined>) {
  const siteUrl = deps.env.SITE_URL ?? "";
  const keysByField = Object.entries(fields).map(([field, text]) => [field, mediaKeysIn(text, siteUrl)] as const);
  const keys = [...new Set(keysByField.flatMap(([, k]) => k))];
  if (!keys.length) return;
  const blank = (column: typeof assets.alt_text | typeof assets.alt_en) => sql`trim(${column}) = ''`;
  const lacking = [];
  // D1 binds at most 100 parameters per statement
  for (let i = 0; i < keys.length; i += 90) {
    const chunk = keys.slice(i, i + 90);
    lacking.push(
      ...(await deps.db
        .select({ filename: assets.filename })
        .from(assets)
        .where(and(inArray(assets.filename, chunk), or(blank(assets.alt_text), blank(assets.alt_en))))
        .all()),
    );
  }
  if (!lacking.length) return;
  const missing = new Set(lacking.map((a) => a.filename));
  const errors: Record<string, string[]> = {};
  for (const [field, fieldKeys] of keysByField) {
    const files = fieldKeys.filter((k) => missing.has(k));
    if (files.length) errors[field] = [`${ALT_TEXT_MISSING} (${files.join(", ")})`];
  }
  throw invalidInput(errors, []);
}

/** A page's image and text fields as the rule sees them, per field name the editor shows (sections by position). */
export function pageImageFields(page: {
  featured_image?: string | null;
  og_image?: string | null;
  sections: { image_url?: string | null; content?: string | null; content_en?: string | null; active?: boolean | null }[];
}): Record<string, string | null | undefined> {
  const fields: Record<string, string | null | undefined> = { featured_image: page.featured_image, og_image: page.og_image };
  page.sections.forEach((s, i) => {
    // an inactive section is not on the public page
    if (s.active === false) return;
    fields[`sections.${i}.image_url`] = s.image_url;
    fields[`sections.${i}.content`] = s.content;
    fields[`sections.${i}.content_en`] = s.content_en;
  });
  return fields;
}

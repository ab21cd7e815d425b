/** @file The breadcrumb trail of a path: home first, then one entry per segment (known ones translated). */
import type { Locale } from "../../common/locales";
import { pathFor } from "../../common/routes";
import { BREADCRUMB_LABELS } from "../content/navigation";

export interface Crumb {
  label: string;
  path: string;
}

/** Unknown segments: dashes become spaces, first letter upper-case (spec 2.3). */
export const humanizeSegment = (segment: string) => {
  let words = segment;
  try {
    words = decodeURIComponent(segment);
  } catch {
    // keep malformed escapes as they are
  }
  words = words.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The trail of a path; `lastLabel` names the page itself when its route knows better than its URL segment. */
export function breadcrumbTrail(pathname: string, locale: Locale, lastLabel?: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (locale === "en" && segments[0] === "en") segments.shift();
  const trail: Crumb[] = [{ label: BREADCRUMB_LABELS[""][locale], path: pathFor("home", locale) }];
  let prefix = locale === "en" ? "/en" : "";
  for (const segment of segments) {
    prefix += `/${segment}`;
    const known = Object.hasOwn(BREADCRUMB_LABELS, segment) ? BREADCRUMB_LABELS[segment] : undefined;
    trail.push({ label: known ? known[locale] : humanizeSegment(segment), path: prefix });
  }
  if (lastLabel && trail.length > 1) trail[trail.length - 1] = { ...trail[trail.length - 1], label: lastLabel };
  return trail;
}

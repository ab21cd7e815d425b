/** @file Breadcrumbs on every page except home (the trail comes from web/i18n/breadcrumbs.ts). */
import { breadcrumbTrail } from "../../i18n/breadcrumbs";
import { useLocale, usePublicPath, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { usePage } from "../page-context";

export function Breadcrumbs() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePublicPath();
  // the page's own name for itself (a post's title instead of its slug)
  const trail = breadcrumbTrail(pathname, locale, usePage()?.crumbLabel);
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs container" aria-label={t("breadcrumb.label")}>
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.path}>
              <AppLink href={crumb.path}>{crumb.label}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

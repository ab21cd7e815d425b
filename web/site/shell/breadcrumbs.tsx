/** @file Breadcrumbs on every page except home (the trail comes from web/i18n/breadcrumbs.ts). */
import { useMatches } from "@tanstack/react-router";
import { breadcrumbTrail } from "../../i18n/breadcrumbs";
import { useLocale, usePublicPath, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";

export function Breadcrumbs() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePublicPath();
  const lastLabel = useMatches({
    select: (matches) => {
      const page = matches.at(-1);
      return page?.status === "success" ? page.staticData.crumbLabel?.(page.loaderData, locale) : undefined;
    },
  });
  const trail = breadcrumbTrail(pathname, locale, lastLabel);
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

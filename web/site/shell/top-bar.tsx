/**
 * @file Top bar: language toggle (shows the other language: the page's own address there, from the same alternates as
 * its hreflang links; web/islands/lang-switch.ts keeps the anchor and stores the choice), profile links, sister-site
 * button.
 */
import { PROFILE_LINKS, SISTER_SITE } from "../../content/navigation";
import { languageSwitchTarget } from "../../i18n/alternates";
import { useLocale, usePublicPath, useT } from "../../i18n/use-t";
import { type AnyIconName, Icon } from "../../ui/icon";
import { usePage } from "../page-context";

const PROFILE_ICONS: Record<string, AnyIconName> = { linkedin: "linkedin", xing: "users", kununu: "star" };

export function TopBar() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePublicPath();
  const other = locale === "de" ? "en" : "de";
  // the page's addresses as its own data names them (a post's or custom page's slugs), else the route map's
  const switchTo = languageSwitchTarget(pathname, other, usePage()?.alternates);
  return (
    <nav className="top-bar" aria-label={t("topbar.label")}>
      <div className="container top-bar__inner">
        <ul className="top-bar__profiles">
          {PROFILE_LINKS.map((link) => (
            <li key={link.id}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label[locale]} ${t("common.newTab")}`}>
                <Icon name={PROFILE_ICONS[link.id] ?? "external"} size={18} />
              </a>
            </li>
          ))}
        </ul>
        <a className="top-bar__sister" href={SISTER_SITE.href} target="_blank" rel="noopener noreferrer" title={SISTER_SITE.title[locale]}>
          {SISTER_SITE.label[locale]}
          <span className="visually-hidden"> {t("common.newTab")}</span>
        </a>
        {/* the server cannot know the anchor: the island adds it where it still means something (the same page) */}
        <a
          href={switchTo.path}
          hrefLang={other}
          className="top-bar__lang"
          data-island="lang-switch"
          data-island-when="load"
          data-keep-hash={switchTo.samePage ? "" : undefined}
        >
          {other.toUpperCase()}
          <span className="visually-hidden" lang={other}>
            {" "}
            – {t("lang.switchTo")}
          </span>
        </a>
      </div>
    </nav>
  );
}

/**
 * @file Navigation bar: Home, About (Company, Philosophy, Team), Services (five), Projects, Career, Contact.
 * Rendered closed and unscrolled; web/islands/nav.ts adds the shadow after more than 20 px of scroll and, on narrow
 * screens, the toggle menu that locks page scrolling and keeps at most one submenu expanded.
 */
import { pathFor } from "../../../common/routes";
import { MAIN_NAV } from "../../content/navigation";
import { useCompanyName, useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { Icon } from "../../ui/icon";

export function NavBar() {
  const locale = useLocale();
  const t = useT();
  const company = useCompanyName();
  return (
    <header className="site-header" data-scrolled="false" data-island="nav">
      <nav className="container nav" aria-label={t("nav.label")}>
        <a href={pathFor("home", locale)} className="nav__brand" aria-label={t("nav.homeLink")}>
          <img src="/favicon.svg" width="32" height="32" alt="" />
          <span>{company}</span>
        </a>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded="false"
          aria-controls="main-menu"
          data-open-label={t("nav.openMenu")}
          data-close-label={t("nav.closeMenu")}
        >
          {/* both icons; the stylesheet shows the one for the toggle's aria-expanded */}
          <Icon name="menu" className="nav__toggle-menu" />
          <Icon name="close" className="nav__toggle-close" />
          <span className="visually-hidden">{t("nav.openMenu")}</span>
        </button>
        <ul id="main-menu" className="nav__menu">
          {MAIN_NAV.map((item) => {
            const label = item.label[locale];
            return (
              <li key={item.id} className={`nav__item${item.children ? " nav__item--parent" : ""}`}>
                <AppLink href={item.href[locale]} className="nav__link">
                  {label}
                </AppLink>
                {item.children ? (
                  <>
                    <button type="button" className="nav__expand" aria-expanded="false" aria-controls={`submenu-${item.id}`}>
                      <Icon name="chevron-down" size={16} />
                      <span className="visually-hidden">{t("nav.submenu", { label })}</span>
                    </button>
                    <ul id={`submenu-${item.id}`} className="nav__submenu">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <AppLink href={child.href[locale]} className="nav__sublink">
                            {child.label[locale]}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}

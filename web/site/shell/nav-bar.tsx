/**
 * @file Navigation bar: Home, About (Company, Philosophy, Team), Services (five), Projects, Career, Contact.
 * Shadow after more than 20 px of scroll; on narrow screens a toggle menu that locks page scrolling and keeps
 * at most one submenu expanded.
 */

import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { MAIN_NAV } from "../../content/navigation";
import { localeParamOf } from "../../i18n/locale";
import { useCompanyName, useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { Icon } from "../../ui/icon";

const SCROLL_SHADOW_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function NavBar() {
  const locale = useLocale();
  const t = useT();
  const company = useCompanyName();
  const pathname = useLocation({ select: (l) => l.pathname });
  const scrolled = useScrolledPast(SCROLL_SHADOW_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  // a new page closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value the effect reads
  useEffect(() => {
    setMenuOpen(false);
    setExpanded(null);
  }, [pathname]);

  // scroll lock while the mobile menu is open
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [menuOpen]);

  const toggleSubmenu = (id: string) => setExpanded((current) => (current === id ? null : id));

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`} data-scrolled={scrolled}>
      <nav className="container nav" aria-label={t("nav.label")}>
        <Link to="/{-$locale}" params={{ locale: localeParamOf(locale) }} className="nav__brand" aria-label={t("nav.homeLink")}>
          <img src="/favicon.svg" width="32" height="32" alt="" />
          <span>{company}</span>
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
          <span className="visually-hidden">{menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
        </button>
        <ul id="main-menu" className={`nav__menu${menuOpen ? " nav__menu--open" : ""}`}>
          {MAIN_NAV.map((item) => {
            const label = item.label[locale];
            const open = expanded === item.id;
            return (
              <li key={item.id} className={`nav__item${item.children ? " nav__item--parent" : ""}${open ? " nav__item--expanded" : ""}`}>
                <AppLink href={item.href[locale]} className="nav__link">
                  {label}
                </AppLink>
                {item.children ? (
                  <>
                    <button
                      type="button"
                      className="nav__expand"
                      aria-expanded={open}
                      aria-controls={`submenu-${item.id}`}
                      onClick={() => toggleSubmenu(item.id)}
                    >
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

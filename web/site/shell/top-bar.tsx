/**
 * @file Top bar: language toggle (shows the other language: the page's own address there, from the same alternates as
 * its hreflang links, with the anchor kept), profile links, sister-site button.
 */
import { useLocation, useMatches } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { PROFILE_LINKS, SISTER_SITE } from "../../content/navigation";
import { languageSwitchTarget } from "../../i18n/alternates";
import { useLocale, usePublicPath, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { type AnyIconName, Icon } from "../../ui/icon";

const LANGUAGE_STORAGE_KEY = "language";

const PROFILE_ICONS: Record<string, AnyIconName> = { linkedin: "linkedin", xing: "users", kununu: "star" };

const subscribeHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
};

/**
 * The document's anchor without `#`. The server never sees it: hydration renders the server's "" and then the real one
 * (useSyncExternalStore), so the link's href is updated after a page is opened at an anchor, not left as the server made
 * it; the router's location is read too, so that its own navigations (which fire no hashchange) render again.
 */
function useDocumentHash(): string {
  useLocation({ select: (l) => l.hash });
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash.replace(/^#/, ""),
    () => "",
  );
}

export function TopBar() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePublicPath();
  const hash = useDocumentHash();
  const other = locale === "de" ? "en" : "de";
  // the page's addresses as its route names them (a post's or custom page's slugs), else the route map's
  const alternates = useMatches({
    select: (matches) => {
      const page = matches.at(-1);
      return page?.status === "success" ? page.staticData.alternates?.(page.loaderData) : undefined;
    },
  });
  const switchTo = languageSwitchTarget(pathname, other, alternates);
  const target = switchTo.path + (hash && switchTo.samePage ? `#${hash}` : "");
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
        <AppLink
          href={target}
          className="top-bar__lang"
          onClick={() => {
            try {
              localStorage.setItem(LANGUAGE_STORAGE_KEY, other);
            } catch {
              // storage may be blocked; the URL still decides the language
            }
          }}
        >
          {other.toUpperCase()}
          <span className="visually-hidden" lang={other}>
            {" "}
            – {t("lang.switchTo")}
          </span>
        </AppLink>
      </div>
    </nav>
  );
}

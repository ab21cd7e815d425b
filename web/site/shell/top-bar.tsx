/** @file Top bar: language toggle (shows the other language), profile links, sister-site button. */
import { useLocation } from "@tanstack/react-router";
import { switchLocalePath } from "../../../common/routes";
import { PROFILE_LINKS, SISTER_SITE } from "../../content/navigation";
import { useLocale, usePublicPath, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { type AnyIconName, Icon } from "../../ui/icon";

const LANGUAGE_STORAGE_KEY = "language";

const PROFILE_ICONS: Record<string, AnyIconName> = { linkedin: "linkedin", xing: "users", kununu: "star" };

export function TopBar() {
  const locale = useLocale();
  const t = useT();
  const pathname = usePublicPath();
  const hash = useLocation({ select: (l) => l.hash });
  const other = locale === "de" ? "en" : "de";
  const target = switchLocalePath(pathname, other) + (hash ? `#${hash}` : "");
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

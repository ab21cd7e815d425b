/** @file Footer: company text, employer rating, network link, quick links, services, offices, legal links, AI note. */

import { EMPLOYER_RATING, OFFICES } from "../../content/company";
import { LEGAL_LINKS, PROFILE_LINKS, QUICK_LINKS, SERVICE_NAV } from "../../content/navigation";
import { useCompanyName, useLocale, useSiteData, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";
import { Icon } from "../../ui/icon";

const linkedin = PROFILE_LINKS.find((l) => l.id === "linkedin");
// names, the same in both languages (the footer's texts are messages: footer.*)
const TECH_STACK = ["React", "TypeScript", "TanStack Router", "Hono", "Cloudflare Workers", "Cloudflare D1", "Drizzle ORM", "Vite"];

/** The year in Berlin: the year always turns in winter time (UTC+1), so no zone rule is needed. */
const berlinYear = () => new Date(Date.now() + 3_600_000).getUTCFullYear();

export function Footer() {
  const locale = useLocale();
  const t = useT();
  const company = useCompanyName();
  const { settings } = useSiteData();
  const rating = EMPLOYER_RATING;
  // not toLocaleString: the first Intl call of an isolate loads the locale data (~20 ms of a cold render); one decimal
  // separator is all a score like 4.9 needs
  const score = locale === "de" ? String(rating.score).replace(".", ",") : String(rating.score);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <h2 id="footer-company" className="site-footer__title">
            {company}
          </h2>
          <p>{t("footer.companyText")}</p>
          <div className="rating-box">
            <p className="rating-box__title">{t("footer.rating.title")}</p>
            <p className="rating-box__score">
              <Icon name="star" size={18} /> <strong>{score}</strong> {t("footer.rating.scoreLabel")}
            </p>
            <p>
              <strong>{rating.recommendationPercent}%</strong> {t("footer.rating.recommendationLabel")}
            </p>
            <a href={rating.href} target="_blank" rel="noopener noreferrer">
              {t("footer.rating.linkLabel")} ({rating.platform})<span className="visually-hidden"> {t("common.newTab")}</span>
            </a>
          </div>
          {linkedin ? (
            <a className="site-footer__network" href={linkedin.href} target="_blank" rel="noopener noreferrer">
              <Icon name="linkedin" size={18} /> {t("footer.networkLink")}
              <span className="visually-hidden"> {t("common.newTab")}</span>
            </a>
          ) : null}
        </div>
        <div>
          <h2 id="footer-quick" className="site-footer__title">
            {t("footer.quickLinks")}
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((item) => (
              <li key={item.id}>
                <AppLink href={item.href[locale]}>{item.label[locale]}</AppLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="footer-services" className="site-footer__title">
            {t("footer.services")}
          </h2>
          <ul className="site-footer__links">
            {SERVICE_NAV.map((item) => (
              <li key={item.id}>
                <AppLink href={item.href[locale]}>{item.label[locale]}</AppLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="footer-contact" className="site-footer__title">
            {t("footer.contact")}
          </h2>
          {OFFICES.map((office) => (
            <address key={office.id} className="site-footer__office">
              <strong>{office.name[locale]}</strong>
              <br />
              {office.street}
              <br />
              {office.postalCode} {office.city[locale]}
            </address>
          ))}
          <p className="site-footer__reach">
            <Icon name="phone" size={16} /> <span className="visually-hidden">{t("footer.phoneLabel")}: </span>
            <a href={`tel:${settings.contact_phone.replace(/[^+0-9]/g, "")}`}>{settings.contact_phone}</a>
            <br />
            <Icon name="mail" size={16} /> <span className="visually-hidden">{t("footer.emailLabel")}: </span>
            <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
          </p>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {berlinYear()} {company}. {t("footer.copyright")}
        </p>
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((item) => (
            <li key={item.id}>
              <AppLink href={item.href[locale]}>{item.label[locale]}</AppLink>
            </li>
          ))}
          <li>
            {/* web/islands/boot.ts opens the cookie banner's settings */}
            <button type="button" className="link-button" data-consent-open>
              {t("footer.cookieSettings")}
            </button>
          </li>
        </ul>
        <p className="site-footer__note">
          {t("footer.builtWith")} {t("footer.techStackLabel")}: {TECH_STACK.join(", ")}.
        </p>
      </div>
    </footer>
  );
}

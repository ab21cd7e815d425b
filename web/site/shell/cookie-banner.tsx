/**
 * @file The cookie banner (spec section 4): shown while no consent is stored, with a settings panel
 * (essential always on; analytics and functional start unticked, as consent must be an active choice) and Reject All /
 * Save Selection / Accept All, with Reject All and Accept All equally prominent.
 * The server renders it in its first state (so it is painted with the page, not later as a new largest element), a
 * pre-paint script hides it by CSS when a choice is stored (CONSENT_PRE_PAINT_SCRIPT), and web/islands/cookie-banner.ts
 * makes it work. The wrapper is the island's root: it stays in the document while the banner itself is taken out.
 * Fixed at the bottom: no layout shift.
 */
import { pathFor } from "../../../common/routes";
import { useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";

const TITLE_ID = "cookie-banner-title";

export function CookieBanner() {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-island="cookie-banner" data-island-when="load">
      <section className="cookie-banner" aria-labelledby={TITLE_ID}>
        <div className="container cookie-banner__inner">
          <h2 id={TITLE_ID} className="cookie-banner__title">
            {t("consent.title")}
          </h2>
          <p>
            {t("consent.text")} <AppLink href={pathFor("cookies", locale)}>{t("consent.policy")}</AppLink>
          </p>
          <fieldset className="cookie-banner__settings" hidden>
            <legend className="visually-hidden">{t("consent.settings")}</legend>
            <label className="consent-option">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t("consent.essential")}</strong> ({t("consent.alwaysOn")})<br />
                <small>{t("consent.essentialText")}</small>
              </span>
            </label>
            {/* unticked until the visitor ticks them (Planet49): saving without a change stores no consent to either */}
            <label className="consent-option">
              <input type="checkbox" name="analytics" />
              <span>
                <strong>{t("consent.analytics")}</strong>
                <br />
                <small>{t("consent.analyticsText")}</small>
              </span>
            </label>
            <label className="consent-option">
              <input type="checkbox" name="functional" />
              <span>
                <strong>{t("consent.functional")}</strong>
                <br />
                <small>{t("consent.functionalText")}</small>
              </span>
            </label>
          </fieldset>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--ghost"
              aria-expanded="false"
              data-consent="settings"
              data-show-label={t("consent.settings")}
              data-hide-label={t("consent.hideSettings")}
            >
              {t("consent.settings")}
            </button>
            <button type="button" className="button button--primary" data-consent="reject">
              {t("consent.rejectAll")}
            </button>
            <button type="button" className="button button--secondary" data-consent="save" hidden>
              {t("consent.save")}
            </button>
            <button type="button" className="button button--primary" data-consent="accept">
              {t("consent.acceptAll")}
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}

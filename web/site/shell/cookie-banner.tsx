/**
 * @file The cookie banner (spec section 4): shown while no consent is stored, with a settings panel
 * (essential always on; analytics and functional start unticked, as consent must be an active choice) and Reject All /
 * Save Selection / Accept All, with Reject All and Accept All equally prominent.
 * The server renders it (so it is painted with the page, not later as a new largest element), and a pre-paint
 * script hides it by CSS when a choice is stored (CONSENT_PRE_PAINT_SCRIPT); once hydrated, React decides.
 * Fixed at the bottom: no layout shift.
 */
import { useId, useLayoutEffect, useState } from "react";
import { pathFor } from "../../../common/routes";
import { acceptAll, onOpenConsentSettings, readConsent, rejectAll, STORED_CONSENT_MARK, saveSelection } from "../../consent/consent";
import { useLocale, useT } from "../../i18n/use-t";
import { AppLink } from "../../ui/app-link";

export function CookieBanner() {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [visible, setVisible] = useState(true);
  const [showSettings, setShowSettings] = useState(false);
  // unticked until the visitor ticks them (Planet49): saving without a change stores no consent to either category
  const [analytics, setAnalytics] = useState(false);
  const [functional, setFunctional] = useState(false);

  // a layout effect: hiding the banner and dropping the pre-paint mark land in the same frame
  useLayoutEffect(() => {
    if (readConsent().status !== null) setVisible(false);
    document.documentElement.removeAttribute(STORED_CONSENT_MARK);
    return onOpenConsentSettings(() => {
      const current = readConsent();
      setAnalytics(current.analytics);
      setFunctional(current.functional);
      setShowSettings(true);
      setVisible(true);
    });
  }, []);

  if (!visible) return null;
  const close = (store: () => void) => () => {
    store();
    setVisible(false);
    setShowSettings(false);
  };

  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="container cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          {t("consent.title")}
        </h2>
        <p>
          {t("consent.text")} <AppLink href={pathFor("cookies", locale)}>{t("consent.policy")}</AppLink>
        </p>
        {showSettings ? (
          <fieldset className="cookie-banner__settings">
            <legend className="visually-hidden">{t("consent.settings")}</legend>
            <label className="consent-option">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t("consent.essential")}</strong> ({t("consent.alwaysOn")})<br />
                <small>{t("consent.essentialText")}</small>
              </span>
            </label>
            <label className="consent-option">
              <input type="checkbox" name="analytics" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
              <span>
                <strong>{t("consent.analytics")}</strong>
                <br />
                <small>{t("consent.analyticsText")}</small>
              </span>
            </label>
            <label className="consent-option">
              <input type="checkbox" name="functional" checked={functional} onChange={(e) => setFunctional(e.target.checked)} />
              <span>
                <strong>{t("consent.functional")}</strong>
                <br />
                <small>{t("consent.functionalText")}</small>
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="cookie-banner__actions">
          <button type="button" className="button button--ghost" aria-expanded={showSettings} onClick={() => setShowSettings((s) => !s)}>
            {showSettings ? t("consent.hideSettings") : t("consent.settings")}
          </button>
          <button type="button" className="button button--primary" onClick={close(rejectAll)}>
            {t("consent.rejectAll")}
          </button>
          {showSettings ? (
            <button type="button" className="button button--secondary" onClick={close(() => saveSelection({ analytics, functional }))}>
              {t("consent.save")}
            </button>
          ) : null}
          <button type="button" className="button button--primary" onClick={close(acceptAll)}>
            {t("consent.acceptAll")}
          </button>
        </div>
      </div>
    </section>
  );
}

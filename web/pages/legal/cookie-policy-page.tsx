/** @file Cookie policy in the page's language, with a button that reopens the cookie settings. */
import { COOKIE_POLICY } from "../../content/cookie-policy";
import { openConsentSettings } from "../../consent/consent";
import { useLocale, useT } from "../../i18n/use-t";
import { LegalDocumentView } from "./legal-document";

export function CookiePolicyPage() {
  const t = useT();
  return (
    <LegalDocumentView doc={COOKIE_POLICY[useLocale()]}>
      <p>
        <button type="button" className="button button--primary" onClick={openConsentSettings}>
          {t("footer.cookieSettings")}
        </button>
      </p>
    </LegalDocumentView>
  );
}

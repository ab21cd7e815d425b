/** @file Cookie policy in the page's language, with a button that reopens the cookie settings. */
import { useLocale, useT } from "../../i18n/use-t";
import type { CookiePolicyContent } from "./legal-content";
import { LegalDocumentView } from "./legal-document";

export function CookiePolicyPage({ content }: { content: CookiePolicyContent }) {
  const t = useT();
  return (
    <LegalDocumentView doc={content.document[useLocale()]}>
      <p>
        {/* web/islands/boot.ts opens the cookie banner's settings */}
        <button type="button" className="button button--primary" data-consent-open>
          {t("footer.cookieSettings")}
        </button>
      </p>
    </LegalDocumentView>
  );
}

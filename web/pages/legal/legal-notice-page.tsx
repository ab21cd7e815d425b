/** @file Legal notice (Impressum), in the page's language; noindex. */
import { LEGAL_NOTICE } from "../../content/legal-notice";
import { useLocale } from "../../i18n/use-t";
import { LegalDocumentView } from "./legal-document";

export function LegalNoticePage() {
  return <LegalDocumentView doc={LEGAL_NOTICE[useLocale()]} />;
}

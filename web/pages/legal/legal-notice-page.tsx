/** @file Legal notice (Impressum), in the page's language; noindex. */
import { useLocale } from "../../i18n/use-t";
import type { LegalNoticeContent } from "./legal-content";
import { LegalDocumentView } from "./legal-document";

export function LegalNoticePage({ content }: { content: LegalNoticeContent }) {
  return <LegalDocumentView doc={content.document[useLocale()]} />;
}

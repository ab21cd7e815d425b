/** @file Privacy notice: German text only (spec 2.13); the English route shows it marked as German, with a note. */
import { useLocale } from "../../i18n/use-t";
import type { PrivacyContent } from "./legal-content";
import { LegalDocumentView } from "./legal-document";

export function PrivacyPage({ content }: { content: PrivacyContent }) {
  const english = useLocale() === "en";
  return <LegalDocumentView doc={content.document} lang={english ? "de" : undefined} notice={english ? content.englishNote : undefined} />;
}

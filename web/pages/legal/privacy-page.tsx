/** @file Privacy notice: German text only (spec 2.13); the English route shows it marked as German, with a note. */
import { PRIVACY_ENGLISH_NOTE, PRIVACY_NOTICE } from "../../content/privacy";
import { useLocale } from "../../i18n/use-t";
import { LegalDocumentView } from "./legal-document";

export function PrivacyPage() {
  const english = useLocale() === "en";
  return <LegalDocumentView doc={PRIVACY_NOTICE} lang={english ? "de" : undefined} notice={english ? PRIVACY_ENGLISH_NOTE : undefined} />;
}

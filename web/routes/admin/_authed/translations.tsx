/** @file /admin/translations: Übersetzungen (every signed-in staff member reads; editing needs translations.edit). */
import { createFileRoute } from "@tanstack/react-router";
import { TranslationsScreen } from "../../../admin/screens/translations";
import { validateTranslationSearch } from "../../../admin/translation/translation-search";

export const Route = createFileRoute("/admin/_authed/translations")({
  validateSearch: validateTranslationSearch,
  head: () => ({ meta: [{ title: "Übersetzungen – Admin" }] }),
  component: TranslationsScreen,
});

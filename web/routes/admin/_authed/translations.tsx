/** @file /admin/translations: Übersetzungen (every signed-in staff member reads; editing needs translations.edit). */
import { createFileRoute } from "@tanstack/react-router";
import { TranslationsScreen } from "../../../admin/screens/translations";

export const Route = createFileRoute("/admin/_authed/translations")({
  head: () => ({ meta: [{ title: "Übersetzungen – Admin" }] }),
  component: TranslationsScreen,
});

/** @file /admin/translation-status: Übersetzungsstand (every signed-in staff member; each kind needs its own view permission). */
import { createFileRoute } from "@tanstack/react-router";
import { TranslationStatusScreen } from "../../../admin/screens/translation-status";

export const Route = createFileRoute("/admin/_authed/translation-status")({
  head: () => ({ meta: [{ title: "Übersetzungsstand – Admin" }] }),
  component: TranslationStatusScreen,
});

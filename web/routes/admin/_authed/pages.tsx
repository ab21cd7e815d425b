/** @file /admin/pages: Seiten (needs pages.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { PagesScreen } from "../../../admin/screens/pages";
import { validateTranslationSearch } from "../../../admin/translation/translation-search";

export const Route = createFileRoute("/admin/_authed/pages")({
  // ?translation=missing|stale|current: the list's translation filter, so the list can be linked to filtered
  validateSearch: validateTranslationSearch,
  beforeLoad: ({ context }) => requirePermission(context.user, "pages.view"),
  head: () => ({ meta: [{ title: "Seiten – Admin" }] }),
  component: PagesScreen,
});

/** @file /admin/team: Team (needs team.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { TeamScreen } from "../../../admin/screens/team";

import { validateTranslationSearch } from "../../../admin/translation/translation-search";

export const Route = createFileRoute("/admin/_authed/team")({
  validateSearch: validateTranslationSearch,
  beforeLoad: ({ context }) => requirePermission(context.user, "team.view"),
  head: () => ({ meta: [{ title: "Team – Admin" }] }),
  component: TeamScreen,
});

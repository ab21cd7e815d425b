/** @file /admin/events: Events (needs events.view; the server checks it on every call). */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { EventsScreen } from "../../../admin/screens/events";

import { validateTranslationSearch } from "../../../admin/translation/translation-search";

export const Route = createFileRoute("/admin/_authed/events")({
  validateSearch: validateTranslationSearch,
  beforeLoad: ({ context }) => requirePermission(context.user, "events.view"),
  head: () => ({ meta: [{ title: "Events – Admin" }] }),
  component: EventsScreen,
});

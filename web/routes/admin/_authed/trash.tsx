/** @file /admin/trash (every staff member; the list shows the types the user may see). */
import { createFileRoute } from "@tanstack/react-router";
import { TrashScreen } from "../../../admin/screens/trash";

export const Route = createFileRoute("/admin/_authed/trash")({
  head: () => ({ meta: [{ title: "Papierkorb – Admin" }] }),
  component: TrashScreen,
});

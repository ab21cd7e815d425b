/** @file /admin/messages: the contact inbox (needs contact.view; the server checks it on every call); `?id=` opens a message. */
import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../../admin/guard";
import { ContactMessagesScreen } from "../../../admin/screens/contact-messages/contact-messages-screen";

export const Route = createFileRoute("/admin/_authed/messages")({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = Number(search.id);
    return Number.isInteger(id) && id > 0 ? { id } : {};
  },
  beforeLoad: ({ context }) => requirePermission(context.user, "contact.view"),
  head: () => ({ meta: [{ title: "Nachrichten – Admin" }] }),
  component: ContactMessagesScreen,
});

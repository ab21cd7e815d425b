/** @file The inbox outside its screen: the unread count beside the sidebar entry and the dashboard tile (contact.view). */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { contactInboxSummaryQuery } from "../../queries/contact-messages";

export function UnreadMessagesCount() {
  const summary = useQuery(contactInboxSummaryQuery);
  const unread = summary.data?.unread ?? 0;
  if (!unread) return null;
  return (
    <span className="adm-nav__count" data-testid="unread-contact-messages">
      {unread}
      <span className="adm-sr-only"> ungelesen</span>
    </span>
  );
}

export function MessagesTile() {
  const summary = useQuery(contactInboxSummaryQuery);
  if (!summary.data) return null;
  const { unread, total, notify_pending, retention_days } = summary.data;
  return (
    <li className="adm-tile">
      <p className="adm-tile__label">
        <Link to="/admin/messages">Ungelesene Nachrichten</Link>
      </p>
      <p className="adm-tile__value">{unread}</p>
      <p className="adm-tile__change adm-tile__change--flat">
        {total} im Posteingang · gelöscht nach {retention_days} Tagen
        {notify_pending > 0 && ` · ${notify_pending} ohne E-Mail an das Team`}
      </p>
    </li>
  );
}

/**
 * @file Staff inbox (/admin/messages): contact form messages newest first, filter by state, search, paging; a message
 * opens in a dialog (message-dialog.tsx). Each row shows when the daily cron will delete it.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { ContactStatus } from "../../../../common/schemas/contact-messages";
import { contactInboxSummaryQuery, contactMessageListQuery } from "../../queries/contact-messages";
import { Badge, EmptyState, formatDate, formatDateTime, LoadError, PageHeader, Pagination, SearchBox, Spinner } from "../../ui";
import { MessageDialog } from "./message-dialog";
import { STATUS_FILTERS, statusBadge } from "./status";

const PER_PAGE = 25;

export function ContactMessagesScreen() {
  const { id: openId } = useSearch({ from: "/admin/_authed/messages" });
  const navigate = useNavigate({ from: "/admin/messages" });
  const [status, setStatus] = useState<ContactStatus | "spam" | "">("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery(contactMessageListQuery({ status: status || undefined, q, page, per_page: PER_PAGE }));
  const summary = useQuery(contactInboxSummaryQuery);
  const open = (id: number | undefined) => navigate({ search: id ? { id } : {} });
  const days = summary.data?.retention_days;

  return (
    <>
      <PageHeader
        title="Nachrichten"
        description={`Nachrichten aus dem Kontaktformular. Sie werden ${days ? `${days} Tage` : "einige Tage"} nach dem Eingang automatisch gelöscht, als Spam markierte nach einem Tag.`}
      />
      <div className="adm-toolbar msg-toolbar">
        <fieldset className="msg-filter">
          <legend className="adm-sr-only">Status</legend>
          {STATUS_FILTERS.map((f) => (
            <label key={f.value} className={`msg-filter__option${status === f.value ? " msg-filter__option--active" : ""}`}>
              <input
                type="radio"
                name="status"
                value={f.value}
                checked={status === f.value}
                onChange={() => {
                  setStatus(f.value);
                  setPage(1);
                }}
              />
              {f.label}
              {f.value === "unread" && summary.data?.unread ? ` (${summary.data.unread})` : ""}
            </label>
          ))}
        </fieldset>
        <SearchBox
          label="Nachrichten durchsuchen"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Name, E-Mail, Betreff oder Text"
        />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Nachrichten" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q || status ? "Keine Nachrichten gefunden" : "Keine Nachrichten"}>
          {q || status ? "Ändern Sie Filter oder Suche." : "Neue Nachrichten aus dem Kontaktformular erscheinen hier."}
        </EmptyState>
      ) : (
        <>
          <ul className="msg-list" aria-label="Nachrichten">
            {list.data.items.map((m) => {
              const badge = statusBadge(m);
              return (
                <li key={m.id} className={`msg-item${m.status === "unread" && !m.spam ? " msg-item--unread" : ""}`}>
                  <button type="button" className="msg-item__open" onClick={() => open(m.id)}>
                    <span className="msg-item__head">
                      <span className="msg-item__from">{m.name}</span>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </span>
                    <span className="msg-item__subject">{m.subject}</span>
                    <span className="msg-item__preview">{m.message}</span>
                    <span className="msg-item__meta">
                      Eingang {formatDateTime(m.created_at)} · Löschung am {formatDate(m.delete_after)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {openId !== undefined && <MessageDialog id={openId} onClose={() => open(undefined)} />}
    </>
  );
}

/** @file Events admin (/admin/events): table with search and paging, form dialog to create or edit, delete with confirmation. */

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EVENT_DELETE_CONFIRM, EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from "../../../common/schemas/events";
import { translationState } from "../../../common/translation";
import type { Event, Versioned } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useUndoDelete } from "../history/use-undo-delete";
import { eventListQuery, useDeleteEvent } from "../queries/events";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import { TranslationFilter, useTranslationFilter } from "../translation/translation-filter";
import { TranslationBadge } from "../translation/translation-panel";
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  LoadError,
  PageHeader,
  Pagination,
  SearchBox,
  Spinner,
  statusTone,
  Table,
  usePagedList,
} from "../ui";
import { EventForm } from "./event-form";

const PER_PAGE = 50;

export function EventsScreen() {
  const user = useSessionUser();
  const paging = usePagedList(PER_PAGE);
  const [editing, setEditing] = useState<Versioned<Event> | "new" | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [translation, setTranslation] = useTranslationFilter();
  // the filter is applied by the server (?translation=), before paging
  const list = useQuery(eventListQuery({ ...paging.params, translation }));
  const filterTranslation = (next: typeof translation) => {
    setTranslation(next);
    paging.setPage(1);
  };
  const filtered = paging.q !== "" || translation !== "";
  const remove = useDeleteEvent();
  const undoToast = useUndoDelete();
  const confirmDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        undoToast("Event gelöscht", "event", id);
      },
    });

  return (
    <>
      <PageHeader
        title="Events"
        description="Veranstaltungen verwalten"
        actions={
          can(user, "events.create") && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              Neues Event
            </Button>
          )
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Events durchsuchen" value={paging.q} onChange={paging.setQ} placeholder="Titel oder Ort" />
        <TranslationFilter value={translation} onChange={filterTranslation} />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Events" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={filtered ? "Keine Events gefunden" : "Keine Events"}>
          {filtered ? "Ändern Sie die Suche oder den Filter." : "Legen Sie das erste Event an."}
        </EmptyState>
      ) : (
        <>
          <Table
            caption="Events"
            rows={list.data.items}
            rowKey={(e) => e.id}
            columns={[
              {
                header: "Event",
                cell: (e) => (
                  <>
                    <strong>{e.title}</strong>
                    <br />
                    <span className="adm-muted">max. {e.max_participants} Teilnehmer</span>
                  </>
                ),
              },
              {
                header: "Datum & Zeit",
                cell: (e) => (
                  <>
                    {formatDate(e.event_date)}
                    <br />
                    <span className="adm-muted">{e.event_time}</span>
                  </>
                ),
              },
              { header: "Ort", cell: (e) => e.location },
              {
                header: "Typ",
                cell: (e) => <Badge tone={statusTone(e.event_type)}>{EVENT_TYPE_LABELS[e.event_type]}</Badge>,
              },
              {
                header: "Status",
                cell: (e) => <Badge tone={statusTone(e.status)}>{EVENT_STATUS_LABELS[e.status]}</Badge>,
              },
              { header: "Sprachen", cell: (e) => <TranslationBadge state={translationState("event", e)} /> },
              {
                header: "Aktionen",
                align: "end",
                cell: (e) => (
                  <div className="adm-row-actions">
                    {can(user, "events.edit") && (
                      <Button size="sm" onClick={() => setEditing(e)} aria-label={`${e.title} bearbeiten`}>
                        Bearbeiten
                      </Button>
                    )}
                    {can(user, "events.delete") && (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => {
                          remove.reset();
                          setDeleting(e);
                        }}
                        aria-label={`${e.title} löschen`}
                      >
                        Löschen
                      </Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
          <Pagination page={paging.page} perPage={PER_PAGE} total={list.data.total} onPage={paging.setPage} />
        </>
      )}
      {editing && <EventForm event={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={EVENT_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen des Events: ${errorMessage(remove.error)}` : null}
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

/** @file Events admin (/admin/events): table with search and paging, form dialog to create or edit, delete with confirmation. */

import { EVENT_DELETE_CONFIRM, EVENT_STATUS_LABELS, EVENT_TYPE_LABELS } from "../../../common/schemas/events";
import { translationState } from "../../../common/translation";
import { eventListQuery, loadEvent, useDeleteEvent } from "../queries/events";
import { TranslationBadge } from "../translation/translation-panel";
import { Badge, formatDate, statusTone, Table } from "../ui";
import { EventForm } from "./event-form";
import { RecordListScreen } from "./record-list-screen";

const TEXTS = {
  title: "Events",
  description: "Veranstaltungen verwalten",
  create: "Neues Event",
  search: "Events durchsuchen",
  searchPlaceholder: "Titel oder Ort",
  loadError: "Fehler beim Laden der Events",
  empty: "Keine Events",
  emptyFiltered: "Keine Events gefunden",
  emptyHint: "Legen Sie das erste Event an.",
  deleted: "Event gelöscht",
  deleteError: "Fehler beim Löschen des Events",
  deleteConfirm: EVENT_DELETE_CONFIRM,
};

export function EventsScreen() {
  return (
    <RecordListScreen
      perPage={50}
      texts={TEXTS}
      permissions="events"
      trashEntity="event"
      listQuery={eventListQuery}
      loadItem={loadEvent}
      useDelete={useDeleteEvent}
      form={(event, onClose) => <EventForm event={event} onClose={onClose} />}
    >
      {(items, actions) => (
        <Table
          caption="Events"
          rows={items}
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
              cell: (e) => <div className="adm-row-actions">{actions(e, e.title)}</div>,
            },
          ]}
        />
      )}
    </RecordListScreen>
  );
}

/** @file Events admin (/admin/events): table with search and paging, form dialog to create or edit, delete with confirmation. */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  EVENT_DEFAULTS,
  EVENT_DELETE_CONFIRM,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventSchema,
} from "../../../common/schemas/events";
import type { Event } from "../../../common/types";
import { adminApi, type JsonOf, read } from "../../api/client";
import { errorMessage, type FieldErrors } from "../../api/errors";
import { formatDate, Pagination, SearchBox } from "../content/shared";
import { eventListQuery } from "../queries/content";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  checkForm,
  EmptyState,
  LoadError,
  Modal,
  PageHeader,
  Select,
  Spinner,
  serverFieldErrors,
  Table,
  Textarea,
  TextInput,
  useToast,
} from "../ui";

const PER_PAGE = 50;

export function EventsScreen() {
  const user = useSessionUser();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Event | "new" | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const list = useQuery(eventListQuery({ q, page, per_page: PER_PAGE }));
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (id: number) => read(adminApi.events[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => {
      setDeleting(null);
      toast("Event gelöscht");
      return queryClient.invalidateQueries({ queryKey: ["admin", "events"] });
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
        <SearchBox
          label="Events durchsuchen"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          placeholder="Titel oder Ort"
        />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Events" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q ? "Keine Events gefunden" : "Keine Events"}>
          {q ? "Ändern Sie die Suche." : "Legen Sie das erste Event an."}
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
                cell: (e) => <Badge tone={e.event_type === "own" ? "info" : "neutral"}>{EVENT_TYPE_LABELS[e.event_type]}</Badge>,
              },
              {
                header: "Status",
                cell: (e) => <Badge tone={e.status === "upcoming" ? "success" : "warning"}>{EVENT_STATUS_LABELS[e.status]}</Badge>,
              },
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
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {editing && <EventForm event={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={EVENT_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen des Events: ${errorMessage(remove.error)}` : null}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

type EventFormState = Record<
  | "title"
  | "title_en"
  | "description"
  | "description_en"
  | "event_date"
  | "event_time"
  | "location"
  | "max_participants"
  | "event_type"
  | "status"
  | "image_url",
  string
>;

const toForm = (e: Event | null): EventFormState => ({
  title: e?.title ?? "",
  title_en: e?.title_en ?? "",
  description: e?.description ?? "",
  description_en: e?.description_en ?? "",
  event_date: e?.event_date ?? "",
  event_time: e?.event_time ?? "",
  location: e?.location ?? "",
  max_participants: String(e?.max_participants ?? EVENT_DEFAULTS.max_participants),
  event_type: e?.event_type ?? EVENT_DEFAULTS.event_type,
  status: e?.status ?? EVENT_DEFAULTS.status,
  image_url: e?.image_url ?? "",
});

function EventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const [form, setForm] = useState(() => toForm(event));
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: JsonOf<typeof adminApi.events.$post>) =>
      event
        ? read(adminApi.events[":id"].$put({ param: { id: String(event.id) }, json: body }))
        : read(adminApi.events.$post({ json: body })),
    onSuccess: async () => {
      toast("Event gespeichert");
      await queryClient.invalidateQueries({ queryKey: ["admin", "events"] });
      onClose();
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    // the specification: non-numeric input becomes 0 (which the minimum of 1 then refuses)
    const participants = Number.parseInt(form.max_participants, 10);
    const checked = checkForm(eventSchema, { ...form, max_participants: Number.isNaN(participants) ? 0 : participants });
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data);
  };
  const field = (key: keyof EventFormState) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
    error: errors[key],
  });
  return (
    <Modal
      title={event ? "Event bearbeiten" : "Neues Event"}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="event-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="event-form" className="adm-form cms-form-grid" onSubmit={submit} noValidate>
        {save.isError && (
          <div className="cms-span">
            <Banner tone="error">Fehler beim Speichern des Events: {errorMessage(save.error)}</Banner>
          </div>
        )}
        <TextInput label="Titel" required {...field("title")} />
        <TextInput label="Titel (Englisch)" {...field("title_en")} />
        <TextInput label="Datum" type="date" required {...field("event_date")} />
        <TextInput label="Uhrzeit" required {...field("event_time")} hint="Z. B. 18:30 – 22:00" />
        <TextInput label="Ort" required {...field("location")} />
        <TextInput label="Max. Teilnehmer" type="number" min={1} step={1} required {...field("max_participants")} />
        <Select
          label="Typ"
          required
          options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
          {...field("event_type")}
        />
        <Select
          label="Status"
          required
          options={EVENT_STATUSES.map((s) => ({ value: s, label: EVENT_STATUS_LABELS[s] }))}
          {...field("status")}
        />
        <div className="cms-span">
          <TextInput label="Bild-URL" {...field("image_url")} />
        </div>
        <div className="cms-span">
          <Textarea label="Beschreibung" required rows={5} {...field("description")} />
        </div>
        <div className="cms-span">
          <Textarea label="Beschreibung (Englisch)" rows={5} {...field("description_en")} />
        </div>
      </form>
    </Modal>
  );
}

/** @file The event dialog (create and edit) on react-form, validated with the shared `eventSchema`. */

import {
  EVENT_DEFAULTS,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventSchema,
} from "../../../common/schemas/events";
import { TRANSLATABLE, uncheckedEnglishOf } from "../../../common/translation";
import type { Event, Versioned } from "../../../common/types";
import { errorMessage } from "../../api/errors";
import { useEditorSafety } from "../editing/use-editor-safety";
import { HistoryButton } from "../history/history-panel";
import { useCreateEvent, useUpdateEvent } from "../queries/events";
import { TranslationPanel } from "../translation/translation-panel";
import { Banner, Button, Modal, submitHandler, useAdminForm, useToast } from "../ui";

const defaultValues = (e: Event | null) => ({
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
  online_url: e?.online_url ?? "",
  price_eur: e?.price_eur == null ? "" : String(e.price_eur).replace(".", ","),
  /** The English texts taken over from a template translation and not yet checked (field → hash of that text). */
  unchecked_en: uncheckedEnglishOf(TRANSLATABLE.event.fields, e?.translation_sources),
});
type Values = ReturnType<typeof defaultValues>;

// the specification: non-numeric input becomes 0 (which the minimum of 1 then refuses)
const toInput = (v: Values) => {
  const participants = Number.parseInt(v.max_participants, 10);
  const price = v.price_eur.trim().replace(",", ".");
  // an unreadable price goes to the schema as text, which refuses it with its message
  return {
    ...v,
    max_participants: Number.isNaN(participants) ? 0 : participants,
    price_eur: price === "" ? null : Number.isNaN(Number(price)) ? price : Number(price),
  };
};

/** The fields' German names (draft offer, conflict dialog). */
const LABELS: Record<keyof Values, string> = {
  unchecked_en: "Ungeprüfte Vorlagen-Übersetzungen",
  title: "Titel",
  title_en: "Titel (Englisch)",
  event_date: "Datum",
  event_time: "Uhrzeit",
  location: "Ort",
  max_participants: "Max. Teilnehmer",
  event_type: "Typ",
  image_url: "Bild-URL",
  online_url: "Online-Adresse",
  price_eur: "Preis (Euro)",
  description: "Beschreibung",
  description_en: "Beschreibung (Englisch)",
  status: "Status",
};

/** The translated fields' German names in the "Englische Fassung" panel. */
const TRANSLATION_LABELS = { title: "Titel", description: "Beschreibung" };

export function EventForm({ event, onClose }: { event: Versioned<Event> | null; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const save = event ? update : create;
  const form = useAdminForm({
    defaultValues: defaultValues(event) as Values,
    schema: eventSchema,
    toInput,
    onSubmit: async (body) => {
      await safety.save((version) =>
        event ? update.mutateAsync({ id: event.id, body, version: version ?? event.version }) : create.mutateAsync(body),
      );
      toast("Event gespeichert");
      onClose();
    },
  });
  const safety = useEditorSafety({
    form,
    resource: "events",
    onLeave: onClose,
    recordId: event?.id ?? null,
    version: event?.version ?? null,
    labels: LABELS,
    toValues: defaultValues,
  });
  return (
    <Modal
      title={event ? "Event bearbeiten" : "Neues Event"}
      onClose={() => safety.requestClose(onClose)}
      size="lg"
      footer={
        <>
          <HistoryButton resource="events" recordId={event?.id} version={event?.version} onRestored={onClose} />
          <Button onClick={() => safety.requestClose(onClose)}>Abbrechen</Button>
          <Button variant="primary" type="submit" form="event-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="event-form" className="adm-form cms-form-grid" onSubmit={submitHandler(form)} noValidate>
        {safety.banner}
        {save.isError && !safety.reports(save.error) && (
          <div className="cms-span">
            <Banner tone="error">Fehler beim Speichern des Events: {errorMessage(save.error)}</Banner>
          </div>
        )}
        <form.AppField name="title">{(f) => <f.TextField label="Titel" required />}</form.AppField>
        <form.AppField name="title_en">{(f) => <f.TextField label="Titel (Englisch)" />}</form.AppField>
        <form.AppField name="event_date">{(f) => <f.TextField label="Datum" type="date" required />}</form.AppField>
        <form.AppField name="event_time">{(f) => <f.TextField label="Uhrzeit" required hint="Z. B. 18:30 – 22:00" />}</form.AppField>
        <form.AppField name="location">{(f) => <f.TextField label="Ort" required hint="Für reine Online-Events: Online" />}</form.AppField>
        <form.AppField name="online_url">
          {(f) => (
            <f.TextField
              label="Online-Adresse"
              type="url"
              hint="Seite der Übertragung oder Anmeldung: macht das Event für Suchmaschinen zu einem Online-Event (mit Ort: hybrid)"
            />
          )}
        </form.AppField>
        <form.AppField name="price_eur">
          {(f) => <f.TextField label="Preis (Euro)" inputMode="decimal" hint="Leer: kein Ticketangebot; 0: kostenlos" />}
        </form.AppField>
        <form.AppField name="max_participants">
          {(f) => <f.TextField label="Max. Teilnehmer" type="number" min={1} step={1} required />}
        </form.AppField>
        <form.AppField name="event_type">
          {(f) => <f.SelectField label="Typ" required options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))} />}
        </form.AppField>
        <form.AppField name="status">
          {(f) => (
            <f.SelectField label="Status" required options={EVENT_STATUSES.map((s) => ({ value: s, label: EVENT_STATUS_LABELS[s] }))} />
          )}
        </form.AppField>
        <div className="cms-span">
          <form.AppField name="image_url">{(f) => <f.TextField label="Bild-URL" />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.AppField name="description">{(f) => <f.TextAreaField label="Beschreibung" required rows={5} />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.AppField name="description_en">{(f) => <f.TextAreaField label="Beschreibung (Englisch)" rows={5} />}</form.AppField>
        </div>
        <div className="cms-span">
          <form.Subscribe selector={(s) => s.values}>
            {(values) => (
              <TranslationPanel
                kind="event"
                labels={TRANSLATION_LABELS}
                values={values}
                saved={event}
                unchecked={values.unchecked_en}
                onAccept={(field, text, unchecked) => {
                  form.setFieldValue(field, String(text));
                  form.setFieldValue("unchecked_en", unchecked);
                }}
                onUnchecked={(next) => form.setFieldValue("unchecked_en", next)}
              />
            )}
          </form.Subscribe>
        </div>
      </form>
      {safety.dialogs}
    </Modal>
  );
}

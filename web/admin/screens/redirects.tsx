/**
 * @file Weiterleitungen (/admin/redirects, redirects.manage): every redirect with its hits and last hit, a dialog to
 * add or edit one (old path -> new path or external URL, 301/302/410), delete, and the 404 log with suggested targets.
 * External targets and the home page as the source need redirects.external (admins); the hints say so.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { REDIRECTS_EXTERNAL } from "../../../common/redirect-targets";
import { redirectSchema } from "../../../common/schemas/redirects";
import { ApiClientError, errorMessage } from "../../api/errors";
import { notFoundQuery, type Redirect, redirectListQuery, useDeleteRedirect, useSaveRedirect } from "../queries/redirects";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  Badge,
  Button,
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  formatDate,
  formatDateTime,
  LoadError,
  Modal,
  PageHeader,
  Select,
  Spinner,
  Table,
  TextInput,
  useToast,
} from "../ui";

type Draft = { id?: number; from_path: string; to_path: string; status: string };

const STATUS_OPTIONS = [
  { value: "301", label: "301 – dauerhaft verschoben" },
  { value: "302", label: "302 – vorübergehend verschoben" },
  { value: "410", label: "410 – entfernt (kein Ziel)" },
];

const SOURCE_LABELS: Record<string, string> = { slug: "Slug-Änderung", trash: "Papierkorb", manual: "Manuell" };

export function RedirectsScreen() {
  const list = useQuery(redirectListQuery());
  const notFound = useQuery(notFoundQuery());
  const remove = useDeleteRedirect();
  const toast = useToast();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);

  return (
    <>
      <PageHeader
        title="Weiterleitungen"
        description="Alte Adressen führen zur neuen Seite. Ändert sich der Slug eines veröffentlichten Beitrags oder einer Seite, entsteht die Weiterleitung von selbst."
        actions={
          <Button variant="primary" onClick={() => setEditing({ from_path: "", to_path: "", status: "301" })}>
            Neue Weiterleitung
          </Button>
        }
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Weiterleitungen" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="Keine Weiterleitungen">Legen Sie eine an oder übernehmen Sie einen Pfad aus dem 404-Log unten.</EmptyState>
      ) : (
        <Table
          caption="Weiterleitungen"
          rows={list.data}
          rowKey={(r) => r.id}
          columns={[
            { header: "Alter Pfad", cell: (r) => <code className="adm-break">{r.from_path}</code> },
            { header: "Ziel", cell: (r) => (r.to_path ? <code className="adm-break">{r.to_path}</code> : "– (entfernt)") },
            { header: "Status", cell: (r) => <Badge tone={r.status === 410 ? "neutral" : "info"}>{r.status}</Badge> },
            { header: "Herkunft", cell: (r) => SOURCE_LABELS[r.source] ?? r.source },
            { header: "Aufrufe", align: "end", cell: (r) => r.hits },
            { header: "Letzter Aufruf", cell: (r) => (r.last_hit_at ? formatDateTime(r.last_hit_at) : "–") },
            {
              header: "Aktionen",
              align: "end",
              cell: (r) => (
                <div className="adm-row-actions">
                  <EditDeleteButtons
                    name={r.from_path}
                    onEdit={() => setEditing({ id: r.id, from_path: r.from_path, to_path: r.to_path ?? "", status: String(r.status) })}
                    onDelete={() => {
                      remove.reset();
                      setDeleting(r);
                    }}
                  />
                </div>
              ),
            },
          ]}
        />
      )}

      <h2 className="adm-section-title adm-redirects__log-title">404-Log (letzte 90 Tage)</h2>
      {notFound.isPending ? (
        <Spinner />
      ) : notFound.isError ? (
        <LoadError title="Fehler beim Laden des 404-Logs" error={notFound.error} onRetry={() => notFound.refetch()} />
      ) : notFound.data.length === 0 ? (
        <EmptyState title="Keine nicht gefundenen Adressen">
          Ruft jemand eine Adresse auf, die es nicht gibt, erscheint sie hier.
        </EmptyState>
      ) : (
        <Table
          caption="404-Log"
          rows={notFound.data}
          rowKey={(r) => r.path}
          columns={[
            { header: "Pfad", cell: (r) => <code className="adm-break">{r.path}</code> },
            { header: "Aufrufe", align: "end", cell: (r) => r.count },
            { header: "Zuletzt", cell: (r) => formatDate(r.last_day) },
            { header: "Verweisende Seiten", cell: (r) => (r.referrers.length ? r.referrers.join(", ") : "–") },
            { header: "Vorschlag", cell: (r) => (r.suggestion ? <code className="adm-break">{r.suggestion}</code> : "–") },
            {
              header: "Aktionen",
              align: "end",
              cell: (r) => (
                <Button size="sm" onClick={() => setEditing({ from_path: r.path, to_path: r.suggestion ?? "", status: "301" })}>
                  Als Weiterleitung anlegen
                </Button>
              ),
            },
          ]}
        />
      )}

      {editing && <RedirectForm draft={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          message={`Die Weiterleitung von ${deleting.from_path} löschen? Die alte Adresse antwortet danach mit 404.`}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen: ${errorMessage(remove.error)}` : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                toast("Weiterleitung gelöscht");
              },
            })
          }
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function RedirectForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const save = useSaveRedirect();
  const toast = useToast();
  const mayLeaveSite = can(useSessionUser(), REDIRECTS_EXTERNAL);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = redirectSchema.safeParse({ ...values, status: Number(values.status) });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        fields[key] = [...(fields[key] ?? []), issue.message];
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    save.mutate(
      { id: values.id, body: parsed.data },
      {
        onSuccess: () => {
          toast("Weiterleitung gespeichert");
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiClientError) setErrors(err.fieldErrors);
        },
      },
    );
  };

  return (
    <Modal
      title={values.id ? "Weiterleitung bearbeiten" : "Neue Weiterleitung"}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Abbrechen
          </Button>
          <Button variant="primary" type="submit" form="redirect-form" busy={save.isPending} busyLabel="Speichern...">
            Speichern
          </Button>
        </>
      }
    >
      <form id="redirect-form" className="adm-form" onSubmit={submit} noValidate>
        <TextInput
          label="Alter Pfad"
          required
          value={values.from_path}
          onChange={set("from_path")}
          error={errors.from_path}
          hint={
            mayLeaveSite
              ? "z. B. /blog/alter-beitrag"
              : `z. B. /blog/alter-beitrag; die Startseite (/, /en) weiterleiten dürfen nur Administratoren (Berechtigung „${REDIRECTS_EXTERNAL}“)`
          }
        />
        <Select label="Art" options={STATUS_OPTIONS} value={values.status} onChange={set("status")} error={errors.status} />
        {values.status !== "410" && (
          <TextInput
            label="Neuer Pfad oder Adresse"
            required
            value={values.to_path}
            onChange={set("to_path")}
            error={errors.to_path}
            hint={
              mayLeaveSite
                ? "Ein Pfad der Website (/blog/neu) oder eine externe Adresse (https://...)"
                : `Ein Pfad der Website (/blog/neu); externe Adressen (https://...) nur mit der Berechtigung „${REDIRECTS_EXTERNAL}“ (Administratoren)`
            }
          />
        )}
        {save.isError && !Object.keys(errors).length && (
          <p className="adm-field__error" role="alert">
            {errorMessage(save.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}

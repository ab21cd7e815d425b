/**
 * @file Sicherung (/admin/backups, backups.manage): the backup runs (date, status, size, rows, media), download of one
 * as a single archive (for `npm run restore`), "Jetzt sichern", the content export (JSON), and restoring one record from a backup after comparing
 * it with the current version (the history's snapshot diff). docs/backup.md.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../api/errors";
import { FieldDiffs } from "../history/field-diffs";
import { snapshotDiff } from "../history/snapshot-diff";
import {
  type BackupRun,
  backupArchiveUrl,
  backupListQuery,
  backupRecordQuery,
  CONTENT_EXPORT_URL,
  type RestorableResource,
  useRestoreFromBackup,
  useRunBackup,
} from "../queries/backups";
import { can } from "../session";
import { useSessionUser } from "../shell/use-session-user";
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  LoadError,
  PageHeader,
  Select,
  Spinner,
  Table,
  TextInput,
  useToast,
} from "../ui";

const RESOURCES: { value: RestorableResource; label: string }[] = [
  { value: "blog", label: "Blog-Post" },
  { value: "pages", label: "Seite" },
  { value: "team", label: "Team-Mitglied" },
  { value: "events", label: "Event" },
];

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const usable = (r: BackupRun) => r.status === "ok" && !r.pruned_at;

function StatusBadge({ run }: { run: BackupRun }) {
  if (run.status === "error") return <Badge tone="danger">Fehler</Badge>;
  if (run.status === "running") return <Badge tone="info">Läuft</Badge>;
  return run.pruned_at ? <Badge tone="neutral">Gelöscht (Aufbewahrung)</Badge> : <Badge tone="success">OK</Badge>;
}

export function BackupsScreen() {
  const list = useQuery(backupListQuery());
  // an archive holds the staff's credentials and the audit log: the API answers 403 without these as well
  const user = useSessionUser();
  const mayDownload = can(user, "users.edit") && can(user, "audit.view");
  const run = useRunBackup();
  const toast = useToast();
  const start = () =>
    run.mutate(undefined, {
      onSuccess: (r) =>
        toast(r.status === "ok" ? "Sicherung erstellt" : `Sicherung fehlgeschlagen: ${r.error}`, r.status === "ok" ? "success" : "error"),
      onError: (e) => toast(errorMessage(e), "error"),
    });
  return (
    <>
      <PageHeader
        title="Sicherung"
        description="Täglich um 03:15 UTC werden alle Inhalte und Medien gesichert (30 tägliche und 12 monatliche Kopien). Eine Sicherung lässt sich als ein Archiv herunterladen und mit npm run restore in eine leere Instanz zurückspielen."
        actions={
          <>
            <Button variant="primary" onClick={start} disabled={run.isPending}>
              {run.isPending ? "Sichert …" : "Jetzt sichern"}
            </Button>
            <a className="adm-btn" href={CONTENT_EXPORT_URL} download>
              Inhalte exportieren (JSON)
            </a>
          </>
        }
      />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden der Sicherungen" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="Noch keine Sicherung">Die erste entsteht heute Nacht, oder jetzt mit „Jetzt sichern“.</EmptyState>
      ) : (
        <>
          <Table
            caption="Sicherungen, neueste zuerst"
            rows={list.data}
            rowKey={(r) => r.id}
            columns={[
              { header: "Datum", cell: (r) => formatDateTime(r.started_at) },
              { header: "Status", cell: (r) => <StatusBadge run={r} /> },
              { header: "Art", cell: (r) => (r.trigger === "cron" ? "Täglich" : "Manuell") },
              { header: "Größe", cell: (r) => (r.status === "ok" ? size(r.bytes) : "–"), align: "end" },
              { header: "Zeilen", cell: (r) => r.row_count.toLocaleString("de-DE"), align: "end" },
              { header: "Medien", cell: (r) => r.media_count.toLocaleString("de-DE"), align: "end" },
              {
                header: "Archiv",
                cell: (r) =>
                  usable(r) && !mayDownload ? (
                    "Nur mit Benutzer- und Protokollrechten"
                  ) : usable(r) ? (
                    <a className="adm-link" href={backupArchiveUrl(r.backup_id)} download>
                      Herunterladen
                    </a>
                  ) : (
                    (r.error ?? "–")
                  ),
              },
            ]}
          />
          <RecordRestore runs={list.data.filter(usable)} />
        </>
      )}
    </>
  );
}

function RecordRestore({ runs }: { runs: BackupRun[] }) {
  const [form, setForm] = useState({ backupId: runs[0]?.backup_id ?? "", resource: "blog" as RestorableResource, id: "" });
  const [shown, setShown] = useState<typeof form | null>(null);
  if (runs.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (/^[1-9]\d*$/.test(form.id)) setShown(form);
  };
  return (
    <section className="adm-backup-restore" aria-labelledby="record-restore">
      <h2 id="record-restore" className="adm-section-title">
        Einzelnen Datensatz wiederherstellen
      </h2>
      <form className="adm-backup-form" onSubmit={submit}>
        <Select
          label="Sicherung"
          value={form.backupId}
          onChange={(e) => setForm({ ...form, backupId: e.target.value })}
          options={runs.map((r) => ({ value: r.backup_id, label: formatDateTime(r.started_at) }))}
        />
        <Select
          label="Art"
          value={form.resource}
          onChange={(e) => setForm({ ...form, resource: e.target.value as RestorableResource })}
          options={RESOURCES}
        />
        <TextInput
          label="ID"
          inputMode="numeric"
          value={form.id}
          onChange={(e) => setForm({ ...form, id: e.target.value.trim() })}
          required
        />
        <Button type="submit">Vergleichen</Button>
      </form>
      {shown && <RecordCompare key={`${shown.backupId}/${shown.resource}/${shown.id}`} {...shown} />}
    </section>
  );
}

function RecordCompare({ backupId, resource, id }: { backupId: string; resource: RestorableResource; id: string }) {
  const record = useQuery(backupRecordQuery(backupId, resource, id));
  const restore = useRestoreFromBackup();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  if (record.isPending) return <Spinner />;
  if (record.isError) return <LoadError title="Datensatz nicht gefunden" error={record.error} onRetry={() => record.refetch()} />;
  const { backup, current, version, in_trash } = record.data;
  const fields = backup && current ? snapshotDiff(current, backup) : [];
  return (
    <section className="adm-diff" aria-label="Unterschiede">
      <h3 className="adm-section-title">Aktuelle Fassung → Fassung der Sicherung</h3>
      {current ? (
        <FieldDiffs fields={fields} />
      ) : in_trash ? (
        <p className="adm-muted">Den Datensatz gibt es nicht mehr; stellen Sie ihn zuerst aus dem Papierkorb wieder her.</p>
      ) : (
        <p className="adm-muted">
          Der Datensatz wurde endgültig gelöscht (auch aus dem Papierkorb). Die Sicherung kann ihn unter seiner bisherigen ID
          wiederherstellen.
        </p>
      )}
      {(current ? fields.length > 0 : !in_trash) && (
        <div className="adm-toolbar">
          <Button variant="primary" onClick={() => setConfirming(true)} disabled={restore.isPending}>
            Diese Fassung wiederherstellen
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Fassung aus der Sicherung wiederherstellen?"
          message="Die aktuelle Fassung bleibt im Verlauf erhalten; ob der Datensatz veröffentlicht ist, bleibt wie jetzt."
          confirmLabel="Wiederherstellen"
          busy={restore.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            restore.mutate(
              // the version of the state compared above: a change since then is a 409, not overwritten unseen
              { backupId, resource, id, version },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toast("Wiederhergestellt (als neue Version im Verlauf)");
                  record.refetch();
                },
                // e.g. 409: the record changed since the comparison was loaded; show it as it is now
                onError: (e) => {
                  setConfirming(false);
                  toast(errorMessage(e), "error");
                  record.refetch();
                },
              },
            )
          }
        />
      )}
    </section>
  );
}

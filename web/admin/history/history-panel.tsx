/**
 * @file The "Verlauf" button of an editor and its dialog: the record's revisions (who, when, kind, changed fields),
 * two picked for a word-level diff, and "Diese Version wiederherstellen" (If-Match; the editor is then closed so it
 * reopens with the restored data, or `onRestored` refreshes it).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../api/errors";
import { type HistoryResource, type RevisionRow, revisionListQuery, revisionQuery, useRestoreRevision } from "../queries/history";
import { Button, ConfirmDialog, EmptyState, formatDateTime, LoadError, Modal, Spinner, useToast } from "../ui";
import { FieldDiffs } from "./field-diffs";
import { fieldLabel, snapshotDiff } from "./snapshot-diff";

const KIND_LABELS: Record<string, string> = {
  create: "Angelegt",
  update: "Bearbeitet",
  autosave: "Automatisch gespeichert",
  restore: "Wiederhergestellt",
  publish: "Veröffentlicht",
  unpublish: "Zurückgezogen",
};

export interface HistoryButtonProps {
  resource: HistoryResource;
  recordId: number | string | null | undefined;
  /** The version the editor loaded (If-Match of the restore). */
  version: number | null | undefined;
  /** After a restore: refresh or close the editor. */
  onRestored: () => void;
}

/** "Verlauf" in an editor's footer; nothing for a record not yet saved. */
export function HistoryButton(props: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  if (props.recordId === null || props.recordId === undefined) return null;
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        Verlauf
      </Button>
      {open && (
        <HistoryDialog
          {...props}
          recordId={String(props.recordId)}
          onClose={() => setOpen(false)}
          onRestored={() => {
            setOpen(false);
            props.onRestored();
          }}
        />
      )}
    </>
  );
}

function HistoryDialog({
  resource,
  recordId,
  version,
  onClose,
  onRestored,
}: Omit<HistoryButtonProps, "recordId"> & { recordId: string; onClose: () => void }) {
  const list = useQuery(revisionListQuery(resource, recordId));
  const [picked, setPicked] = useState<number[] | null>(null);
  const [restoring, setRestoring] = useState<RevisionRow | null>(null);
  const restore = useRestoreRevision(resource, recordId);
  const toast = useToast();
  const rows = list.data ?? [];
  // default: the newest two (the last change)
  const selection = picked ?? rows.slice(0, 2).map((r) => r.id);
  const toggle = (id: number) => setPicked(selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id].slice(-2));
  const [older, newer] = [...selection].sort((x, y) => x - y);

  return (
    <Modal title="Verlauf" onClose={onClose} size="lg">
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError title="Fehler beim Laden des Verlaufs" error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="Noch kein Verlauf">Jede Speicherung legt hier eine Version an.</EmptyState>
      ) : (
        <div className="adm-history">
          <p className="adm-muted">Zwei Versionen auswählen, um sie zu vergleichen.</p>
          <ul className="adm-history__list" aria-label="Versionen">
            {rows.map((r, i) => (
              <li key={r.id} className="adm-history__item">
                <label>
                  <input type="checkbox" checked={selection.includes(r.id)} onChange={() => toggle(r.id)} />
                  {formatDateTime(r.created_at)}
                </label>
                <span>{r.actor}</span>
                <span>{KIND_LABELS[r.kind] ?? r.kind}</span>
                {r.changed_fields.length > 0 && <span className="adm-history__fields">{r.changed_fields.map(fieldLabel).join(", ")}</span>}
                {i > 0 && (
                  <Button
                    size="sm"
                    onClick={() => {
                      restore.reset();
                      setRestoring(r);
                    }}
                    aria-label={`Version vom ${formatDateTime(r.created_at)} wiederherstellen`}
                  >
                    Diese Version wiederherstellen
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {older !== undefined && newer !== undefined ? (
            <RevisionDiff resource={resource} recordId={recordId} older={older} newer={newer} />
          ) : (
            <p className="adm-muted">Für einen Vergleich eine zweite Version auswählen.</p>
          )}
        </div>
      )}
      {restoring && (
        <ConfirmDialog
          title="Version wiederherstellen"
          message={`Die Version vom ${formatDateTime(restoring.created_at)} wiederherstellen? Sie wird als neue Version gespeichert; ungespeicherte Änderungen im Formular gehen verloren.`}
          confirmLabel="Wiederherstellen"
          busy={restore.isPending}
          error={restore.isError ? `Fehler beim Wiederherstellen: ${errorMessage(restore.error)}` : null}
          onConfirm={() =>
            restore.mutate(
              // the newest revision carries the record's current version; the editor's loaded one is the fallback
              // (the restore needs one: 428 without, 409 when someone saved since)
              { rid: restoring.id, version: rows[0]?.version ?? version ?? 0 },
              {
                onSuccess: () => {
                  toast("Version wiederhergestellt");
                  onRestored();
                },
                // e.g. 409: saved by someone since; the list then shows that save (and its version for a second try)
                onError: () => list.refetch(),
              },
            )
          }
          onCancel={() => setRestoring(null)}
        />
      )}
    </Modal>
  );
}

function RevisionDiff({ resource, recordId, older, newer }: { resource: HistoryResource; recordId: string; older: number; newer: number }) {
  const a = useQuery(revisionQuery(resource, recordId, older));
  const b = useQuery(revisionQuery(resource, recordId, newer));
  if (a.isError || b.isError)
    return (
      <LoadError
        title="Fehler beim Laden der Versionen"
        error={a.error ?? b.error}
        onRetry={() => {
          a.refetch();
          b.refetch();
        }}
      />
    );
  if (!a.data || !b.data) return <Spinner />;
  const fields = snapshotDiff(a.data.snapshot, b.data.snapshot);
  return (
    <section className="adm-diff" aria-label="Unterschiede">
      <h3 className="adm-section-title">
        Unterschiede: {formatDateTime(a.data.created_at)} → {formatDateTime(b.data.created_at)}
      </h3>
      <FieldDiffs fields={fields} />
    </section>
  );
}

/**
 * @file Publishing a draft to the blog: now, or scheduled for its planned date (spec: publishing either publishes
 * immediately or schedules). After the result the user is linked to the blog post. When the entry was changed
 * elsewhere since the list was loaded (409 edit_conflict), the edit-conflict dialog shows both versions per field;
 * the chosen values are saved at the stored version and then published.
 */
import { useState } from "react";
import { AI_MESSAGES, type AiPublishResponse } from "../../../../common/schemas/ai-content";
import { ApiClientError, errorMessage } from "../../../api/errors";
import { type AiEntry, usePublishAiContent } from "../../queries/ai-content";
import { Banner, Button, formatDate, formatDateTime, Modal } from "../../ui";
import { berlinToday } from "./calendar-weeks";
import { type EntryConflict, EntryConflictDialog, entryConflictOf } from "./entry-conflict";

type Conflict = EntryConflict & { immediately: boolean };

export function PublishDialog({ content, onClose }: { content: AiEntry; onClose: () => void }) {
  const publish = usePublishAiContent();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [conflictDropped, setConflictDropped] = useState(false);
  const [version, setVersion] = useState(content.version);
  const done: AiPublishResponse | undefined = publish.data;
  const plannedInFuture = !!content.planned_date && content.planned_date > berlinToday();
  const run = (immediately: boolean, at = version) =>
    publish.mutate(
      { contentId: content.id, immediately, version: at },
      {
        onError: (err) => {
          if (!(err instanceof ApiClientError) || err.code !== "edit_conflict") return;
          setConflict({ ...entryConflictOf(content, err.details), immediately });
        },
      },
    );
  // the chosen values were stored at the version the server holds: publish at the version that save answered
  const resolved = (at: number) => {
    if (!conflict) return;
    setConflict(null);
    setConflictDropped(false);
    setVersion(at);
    run(conflict.immediately, at);
  };
  const busy = publish.isPending;
  const failed = publish.isError && !conflict && !isConflict(publish.error);
  return (
    <>
      <Modal
        title={done ? (done.status === "published" ? "Veröffentlicht" : "Geplant") : "Im Blog veröffentlichen"}
        onClose={onClose}
        size="sm"
        footer={
          done ? (
            <Button onClick={onClose}>Schließen</Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={busy}>
                Abbrechen
              </Button>
              {plannedInFuture && (
                <Button onClick={() => run(false)} disabled={busy}>
                  Zum {formatDate(content.planned_date)}, 09:00 Uhr planen
                </Button>
              )}
              <Button variant="primary" onClick={() => run(true)} busy={busy} busyLabel="Wird veröffentlicht..." data-autofocus>
                Jetzt veröffentlichen
              </Button>
            </>
          )
        }
      >
        {done ? (
          <Banner tone="success">
            <p>
              {done.status === "published"
                ? "Der Blog-Post ist online."
                : `Der Blog-Post erscheint am ${formatDateTime(done.scheduled_publish_date)}.`}{" "}
              <a href={done.url} target="_blank" rel="noopener">
                Zum Blog-Post
              </a>
            </p>
          </Banner>
        ) : (
          <>
            <p>
              „{content.title}“ wird als Blog-Post angelegt{content.content_en ? ", mit englischer Fassung" : ""}.
            </p>
            {conflictDropped && !publish.isPending && !failed && (
              <p className="adm-hint" role="status">
                Nicht veröffentlicht: Der Eintrag wurde inzwischen von anderer Seite geändert. „Jetzt veröffentlichen“ zeigt beide Fassungen
                erneut zur Auswahl.
              </p>
            )}
            {failed && (
              <p className="adm-field__error" role="alert">
                {AI_MESSAGES.publishFailed}: {errorMessage(publish.error)}
              </p>
            )}
          </>
        )}
      </Modal>
      {conflict && (
        <EntryConflictDialog
          conflict={conflict}
          onCancel={() => {
            setConflict(null);
            setConflictDropped(true);
          }}
          onResolved={resolved}
        />
      )}
    </>
  );
}

const isConflict = (err: unknown) => err instanceof ApiClientError && err.code === "edit_conflict";

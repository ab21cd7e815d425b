/**
 * @file Publishing a draft to the blog: now, or scheduled for its planned date (spec: publishing either publishes
 * immediately or schedules). After the result the user is linked to the blog post.
 */
import { AI_MESSAGES, type AiPublishResponse } from "../../../../common/schemas/ai-content";
import { errorMessage } from "../../../api/errors";
import { type AiEntry, usePublishAiContent } from "../../queries/ai-content";
import { Banner, Button, formatDate, formatDateTime, Modal } from "../../ui";
import { berlinToday } from "./calendar-weeks";

export function PublishDialog({ content, onClose }: { content: AiEntry; onClose: () => void }) {
  const publish = usePublishAiContent();
  const done: AiPublishResponse | undefined = publish.data;
  const plannedInFuture = !!content.planned_date && content.planned_date > berlinToday();
  const run = (immediately: boolean) => publish.mutate({ contentId: content.id, immediately, version: content.version });
  return (
    <Modal
      title={done ? (done.status === "published" ? "Veröffentlicht" : "Geplant") : "Im Blog veröffentlichen"}
      onClose={onClose}
      size="sm"
      footer={
        done ? (
          <Button onClick={onClose}>Schließen</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={publish.isPending}>
              Abbrechen
            </Button>
            {plannedInFuture && (
              <Button onClick={() => run(false)} disabled={publish.isPending}>
                Zum {formatDate(content.planned_date)}, 09:00 Uhr planen
              </Button>
            )}
            <Button variant="primary" onClick={() => run(true)} busy={publish.isPending} busyLabel="Wird veröffentlicht..." data-autofocus>
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
          {publish.isError && (
            <p className="adm-field__error" role="alert">
              {AI_MESSAGES.publishFailed}: {errorMessage(publish.error)}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * @file One contact message in a dialog (opening it marks it read): reply by mailto, mark handled / unread, mark as
 * spam and delete with confirmation (contact.manage), the deletion date and the state of the staff e-mail.
 */
import { useState } from "react";
import { CONTACT_DELETE_CONFIRM } from "../../../../common/schemas/contact-messages";
import { errorMessage } from "../../../api/errors";
import { useContactMessage, useDeleteContactMessage, useUpdateContactMessage } from "../../queries/contact-messages";
import { can } from "../../session";
import { useSessionUser } from "../../shell/use-session-user";
import { Badge, Banner, Button, ConfirmDialog, formatDate, formatDateTime, LoadError, Modal, Spinner, useToast } from "../../ui";
import { replyLink, statusBadge } from "./status";

export function MessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const user = useSessionUser();
  const toast = useToast();
  const message = useContactMessage(id);
  const update = useUpdateContactMessage();
  const remove = useDeleteContactMessage();
  const [confirming, setConfirming] = useState(false);
  const m = message.data;
  const manage = can(user, "contact.manage");

  const setState = (patch: { status?: "unread" | "read" | "handled"; spam?: boolean }, done: string) =>
    update.mutate({ id, ...patch }, { onSuccess: () => toast(done) });

  const footer = m && (
    <div className="msg-actions">
      <a className="adm-btn adm-btn--primary" href={replyLink(m)}>
        Antworten
      </a>
      {m.status === "handled" ? (
        <Button onClick={() => setState({ status: "read" }, "Wieder geöffnet")} busy={update.isPending}>
          Wieder öffnen
        </Button>
      ) : (
        <Button onClick={() => setState({ status: "handled" }, "Als erledigt markiert")} busy={update.isPending}>
          Als erledigt markieren
        </Button>
      )}
      <Button variant="ghost" onClick={() => setState({ status: "unread" }, "Als ungelesen markiert")} disabled={update.isPending}>
        Als ungelesen markieren
      </Button>
      {manage && (
        <Button
          variant="ghost"
          onClick={() => setState({ spam: !m.spam }, m.spam ? "Spam-Markierung entfernt" : "Als Spam markiert")}
          disabled={update.isPending}
        >
          {m.spam ? "Kein Spam" : "Als Spam markieren"}
        </Button>
      )}
      {manage && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Löschen
        </Button>
      )}
    </div>
  );

  return (
    <>
      <Modal title={m ? m.subject : "Nachricht"} onClose={onClose} size="lg" footer={footer}>
        {message.isPending ? (
          <Spinner />
        ) : message.isError ? (
          <LoadError title="Fehler beim Laden der Nachricht" error={message.error} onRetry={() => message.refetch()} />
        ) : (
          m && (
            <div className="msg-detail">
              {update.isError && (
                <Banner tone="error" title="Fehler beim Speichern">
                  <p>{errorMessage(update.error)}</p>
                </Banner>
              )}
              <dl className="msg-detail__meta">
                <dt>Von</dt>
                <dd>
                  {m.name} &lt;<a href={replyLink(m)}>{m.email}</a>&gt;
                </dd>
                {m.phone && (
                  <>
                    <dt>Telefon</dt>
                    <dd>
                      <a href={`tel:${m.phone.replace(/[^+0-9]/g, "")}`}>{m.phone}</a>
                    </dd>
                  </>
                )}
                <dt>Eingang</dt>
                <dd>
                  {formatDateTime(m.created_at)} ({m.language === "en" ? "englisches" : "deutsches"} Formular)
                </dd>
                <dt>Status</dt>
                <dd>
                  <Badge tone={statusBadge(m).tone}>{statusBadge(m).label}</Badge>
                  {m.handled_at && <> am {formatDateTime(m.handled_at)}</>}
                </dd>
                <dt>Benachrichtigung</dt>
                <dd>
                  {m.notified_at
                    ? `E-Mail an das Team am ${formatDateTime(m.notified_at)}`
                    : `Noch nicht versandt (${m.notify_attempts} Versuche; wird automatisch wiederholt)`}
                </dd>
                <dt>Löschung</dt>
                <dd data-testid="delete-after">Wird am {formatDate(m.delete_after)} automatisch gelöscht</dd>
              </dl>
              <p className="msg-detail__text">{m.message}</p>
            </div>
          )
        )}
      </Modal>
      {confirming && (
        <ConfirmDialog
          message={CONTACT_DELETE_CONFIRM}
          busy={remove.isPending}
          error={remove.isError ? `Fehler beim Löschen der Nachricht: ${errorMessage(remove.error)}` : null}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                setConfirming(false);
                toast("Nachricht gelöscht");
                onClose();
              },
            })
          }
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

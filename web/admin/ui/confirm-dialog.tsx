/** @file Confirmation before a destructive action ("Sind Sie sicher, ...?"), with a busy state and an error line. */
import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export interface ConfirmDialogProps {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Shown under the message when the action failed. */
  error?: string | null;
}

export function ConfirmDialog({
  title = "Bestätigen",
  message,
  confirmLabel = "Löschen",
  onConfirm,
  onCancel,
  busy,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel="Bitte warten..." data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="adm-confirm__message">{message}</p>
      {error && (
        <p className="adm-field__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

/**
 * @file Modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, focus returns to the element that opened it. Render it only while it is open.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Abbrechen / Speichern). */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Optional role override: "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
}

export function Modal({ title, onClose, children, footer, size = "md", role }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // the first field (or button) gets focus, not the close button
    const first = dialog.querySelector<HTMLElement>(
      "[data-autofocus], input:not([type=hidden]):not([disabled]), select, textarea, .adm-modal__body button",
    );
    first?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} className={`adm-modal adm-modal--${size}`} aria-labelledby={titleId} role={role}>
      <div className="adm-modal__header">
        <h2 id={titleId} className="adm-modal__title">
          {title}
        </h2>
        <button type="button" className="adm-modal__close" onClick={onClose} aria-label="Schließen">
          ×
        </button>
      </div>
      <div className="adm-modal__body">{children}</div>
      {footer && <div className="adm-modal__footer">{footer}</div>}
    </dialog>
  );
}

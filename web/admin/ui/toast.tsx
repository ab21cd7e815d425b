/**
 * @file Toasts: short confirmations ("Benutzer gespeichert") that disappear by themselves.
 * `ToastProvider` sits in the admin root; screens call `useToast()(message, tone)`, or with an action that stays
 * clickable for `durationMs` (the undo toast after a delete: "Rückgängig" for ten seconds).
 */
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";

type ToastTone = "success" | "error" | "info";
interface ToastOptions {
  action?: { label: string; onClick: () => void };
  durationMs?: number;
}
interface ToastItem extends ToastOptions {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<(message: string, tone?: ToastTone, options?: ToastOptions) => void>(() => {});

const TOAST_MS = 4000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = "success", options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone, ...options }]);
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="adm-toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`adm-toast adm-toast--${t.tone}`}>
            {t.message}
            {t.action && (
              <button
                type="button"
                className="adm-btn adm-btn--secondary adm-btn--sm adm-toast__action"
                onClick={() => {
                  dismiss(t.id);
                  t.action?.onClick();
                }}
              >
                {t.action.label}
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/** @file Inline notice box (info, success, warning, error) with an optional title and action, e.g. a load error with retry. */
import type { ReactNode } from "react";
import { isNotJson } from "../../api/errors";
import { Button } from "./button";

export interface BannerProps {
  tone?: "info" | "success" | "warning" | "error";
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content under the text, e.g. buttons. */
  actions?: ReactNode;
}

export function Banner({ tone = "info", title, children, actions }: BannerProps) {
  // errors and warnings interrupt a screen reader; the rest is announced politely
  const role = tone === "error" || tone === "warning" ? "alert" : "status";
  return (
    <div className={`adm-banner adm-banner--${tone}`} role={role}>
      {title && <p className="adm-banner__title">{title}</p>}
      {children && <div className="adm-banner__body">{children}</div>}
      {actions && <div className="adm-banner__actions">{actions}</div>}
    </div>
  );
}

/** The lists' load error: 'Fehler beim Laden der ...' with the message and 'Erneut versuchen'. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : "Unknown error occurred";
  return (
    <Banner tone="error" title={title} actions={<Button onClick={onRetry}>Erneut versuchen</Button>}>
      <p>{message}</p>
      {isNotJson(error) && <p>Der Server hat eine ungültige Antwort zurückgegeben.</p>}
    </Banner>
  );
}

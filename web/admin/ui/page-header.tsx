/** @file The heading row of an admin screen: the screen's h1, an optional description and actions (e.g. "Neu"). */
import type { ReactNode } from "react";

export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="adm-page-header">
      <div>
        <h1 className="adm-page-header__title">{title}</h1>
        {description && <p className="adm-page-header__description">{description}</p>}
      </div>
      {actions && <div className="adm-page-header__actions">{actions}</div>}
    </div>
  );
}

/** The screen a user sees without the permission (the route guard usually redirects before this shows). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div className="adm-banner adm-banner--error" role="alert">
      <p className="adm-banner__title">Zugriff verweigert</p>
      <p>{message}</p>
    </div>
  );
}

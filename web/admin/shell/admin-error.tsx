/** @file Shown when the admin area cannot start (e.g. the session check failed with a network or server error). */
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { errorMessage } from "../../api/errors";
import { reportClientError } from "../../site/report-error";
import { Banner, Button } from "../ui";

export function AdminLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => reportClientError(error), [error]);
  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-page-header__title">Admin-Bereich nicht verfügbar</h1>
        <Banner tone="error" title="Verbindungsfehler" actions={<Button onClick={() => router.invalidate()}>Erneut versuchen</Button>}>
          <p>{errorMessage(error)}</p>
        </Banner>
      </div>
    </main>
  );
}

/** An /admin path that matches no screen (e.g. a screen that does not exist yet). */
export function AdminNotFound() {
  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-page-header__title">Seite nicht gefunden</h1>
        <p>Diese Admin-Seite gibt es nicht.</p>
        <Link to="/admin" className="adm-btn adm-btn--primary">
          Zum Dashboard
        </Link>
      </div>
    </main>
  );
}

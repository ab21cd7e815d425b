/** @file Shown when the admin area cannot start (e.g. the session check failed with a network or server error). */
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { errorMessage } from "../api";
import { Banner, Button } from "../ui";

export function AdminLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
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

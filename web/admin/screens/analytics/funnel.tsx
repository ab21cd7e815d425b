/**
 * @file The analytics screen's funnel: sessions, then those with a CTA click, a form started, a form sent (each step
 * within the one before), with the count per step and its conversion from the previous step and from all sessions.
 */
import type { AnalyticsReport, FunnelStep } from "../../../../common/schemas/analytics";
import { count, percent1 } from "./format";

const STEP_LABELS: Record<FunnelStep["step"], string> = {
  sessions: "Sitzungen",
  cta_click: "mit CTA-Klick",
  form_start: "und Formular begonnen",
  form_submit: "und Formular gesendet",
};

export function Funnel({ funnel }: { funnel: AnalyticsReport["funnel"] }) {
  return (
    <>
      <ol className="adm-funnel" aria-label="Trichter: Sitzungen je Schritt">
        {funnel.steps.map((s) => (
          <li key={s.step} className="adm-funnel__step">
            <span className="adm-funnel__label">
              {STEP_LABELS[s.step]} <strong>{count(s.sessions)}</strong>
            </span>
            <span className="adm-bars__track" aria-hidden="true">
              <span className="adm-bars__fill" style={{ width: `${s.from_first ?? 0}%` }} />
            </span>
            <span className="adm-funnel__rates">
              {s.from_previous === null ? "Ausgangsbasis" : `${percent1(s.from_previous)} vom vorherigen Schritt`}
              {" · "}
              {percent1(s.from_first)} der Sitzungen
            </span>
          </li>
        ))}
      </ol>
      <p className="adm-analytics__note">
        Jeder Schritt zählt Sitzungen mit Einwilligung, die ihn und alle vorherigen erreicht haben. Gespeicherte Nachrichten im Zeitraum
        (alle Besucher, auch ohne Einwilligung): <strong>{count(funnel.messages_stored)}</strong>
      </p>
    </>
  );
}

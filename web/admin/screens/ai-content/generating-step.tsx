/**
 * @file Wizard step 2: the generation under way. A progress bar and the stage the model is at advance with the
 * elapsed time against the spec's 60 s, the seconds count up, and 'Abbrechen' stops the call.
 */
import { useEffect, useState } from "react";
import { AI_GENERATION_TIMEOUT_MS as GENERATION_TIMEOUT_MS } from "../../../../common/schemas/ai-content";
import { Button } from "../../ui";

const STAGES = [
  { from: 0, label: "Thema und Kategorie werden analysiert" },
  { from: 5, label: "Blog-Artikel wird geschrieben" },
  { from: 25, label: "LinkedIn-Post wird formuliert" },
  { from: 40, label: "Englische Fassung wird erstellt" },
  { from: 50, label: "Ergebnis wird geprüft" },
] as const;

/** Seconds elapsed -> the stage reached and the bar's percentage (never quite 100 until the answer is there). */
export function progressAt(seconds: number): { stage: number; percent: number } {
  const limit = GENERATION_TIMEOUT_MS / 1000;
  const stage = STAGES.findLastIndex((s) => seconds >= s.from);
  return { stage, percent: Math.min(95, Math.round((seconds / limit) * 95) + 3) };
}

export function GeneratingStep({ title, onCancel }: { title: string; onCancel: () => void }) {
  const [started] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [started]);
  const { stage, percent } = progressAt(seconds);
  return (
    <div className="ai-generating">
      <p>
        Content für <strong>„{title}“</strong> wird generiert. Das dauert in der Regel 30–60 Sekunden.
      </p>
      <progress className="ai-generating__bar" max={100} value={percent} aria-label="Fortschritt der Generierung">
        {percent} %
      </progress>
      <p className="adm-muted" aria-live="off">
        {seconds} s von höchstens {GENERATION_TIMEOUT_MS / 1000} s
      </p>
      <ol className="ai-generating__stages">
        {STAGES.map((s, i) => (
          <li
            key={s.label}
            className={i < stage ? "is-done" : i === stage ? "is-current" : ""}
            aria-current={i === stage ? "step" : undefined}
          >
            {s.label}
            {i < stage && <span className="adm-sr-only"> (erledigt)</span>}
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={onCancel}>Abbrechen</Button>
      </div>
    </div>
  );
}

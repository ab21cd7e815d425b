/**
 * @file System diagnosis (/admin/diagnostics): the server checks D1, KV and R2 for real; each check shows its result
 * and time. Runs on load and by 'Erneut testen'; 'Als JSON kopieren' copies the result and shows 'Kopiert!' for 2 s.
 */

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { DiagnosticCheck, DiagnosticsResponse } from "../../../common/schemas/admin";
import { errorMessage } from "../../api/errors";
import { diagnosticsQuery } from "../queries/diagnostics";
import { Badge, Banner, Button, formatDateTime, LoadError, PageHeader, Spinner, Table, TIME_ZONE_LABEL } from "../ui";

const COPIED_MS = 2000;

const CHECKS: { key: keyof DiagnosticsResponse["checks"]; title: string; causes: string[] }[] = [
  {
    key: "d1",
    title: "Datenbank (D1)",
    causes: [
      "Die D1-Bindung DB fehlt oder zeigt auf eine andere Datenbank.",
      "Die Migrationen wurden nicht angewendet.",
      "D1 ist vorübergehend nicht erreichbar.",
    ],
  },
  {
    key: "kv",
    title: "Key-Value-Speicher (KV)",
    causes: ["Die KV-Bindung KV fehlt oder die Namespace-ID stimmt nicht.", "KV ist vorübergehend nicht erreichbar."],
  },
  {
    key: "r2",
    title: "Medienspeicher (R2)",
    causes: ["Die R2-Bindung MEDIA fehlt oder der Bucket existiert nicht.", "R2 ist vorübergehend nicht erreichbar."],
  },
];

export function DiagnosticsScreen() {
  const diagnosis = useQuery(diagnosticsQuery);
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!diagnosis.data) return;
    try {
      await navigator.clipboard.writeText(JSON.stringify(diagnosis.data, null, 2));
      setCopyError(null);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (err) {
      setCopyError(`Kopieren fehlgeschlagen: ${errorMessage(err)}`);
    }
  };
  const testing = diagnosis.isFetching;

  return (
    <>
      <PageHeader
        title="Systemdiagnose"
        description="Prüft die Verbindung zu Datenbank, Key-Value-Speicher und Medienspeicher."
        actions={
          <>
            <Button variant="primary" onClick={() => diagnosis.refetch()} busy={testing} busyLabel="Test läuft...">
              Erneut testen
            </Button>
            <Button onClick={copy} disabled={!diagnosis.data} aria-live="polite">
              {copied ? "Kopiert!" : "Als JSON kopieren"}
            </Button>
          </>
        }
      />
      {copyError && <Banner tone="error">{copyError}</Banner>}
      {diagnosis.isPending ? (
        <Spinner label="Verbindung wird getestet..." />
      ) : diagnosis.isError ? (
        <LoadError title="Diagnose fehlgeschlagen" error={diagnosis.error} onRetry={() => diagnosis.refetch()} />
      ) : (
        <DiagnosisResult result={diagnosis.data} />
      )}
    </>
  );
}

/** The age of the last good backup (docs/backup.md); a warning when it is missing or older than two days. */
function BackupAge({ backup }: { backup: DiagnosticsResponse["backup"] }) {
  const age =
    backup.age_hours === 0 ? "vor weniger als einer Stunde" : backup.age_hours === 1 ? "vor 1 Stunde" : `vor ${backup.age_hours} Stunden`;
  const when = backup.last_ok_at ? `${formatDateTime(backup.last_ok_at)} (${age})` : null;
  return (
    <Banner tone={backup.warning ? "warning" : "success"} title={backup.warning ? "Sicherung veraltet" : "Sicherung aktuell"}>
      <p>{when ? `Letzte erfolgreiche Sicherung: ${when}.` : "Es gibt noch keine erfolgreiche Sicherung."}</p>
    </Banner>
  );
}

function DiagnosisResult({ result }: { result: DiagnosticsResponse }) {
  return (
    <>
      <Banner tone={result.ok ? "success" : "error"} title={result.ok ? "Alle Verbindungen funktionieren" : "Verbindungsfehler"}>
        <p>
          Geprüft am {formatDateTime(result.checked_at)} ({TIME_ZONE_LABEL}).
        </p>
      </Banner>
      <BackupAge backup={result.backup} />
      <div className="adm-checks">
        {CHECKS.map((c) => (
          <CheckCard key={c.key} title={c.title} check={result.checks[c.key]} causes={c.causes} />
        ))}
      </div>
      <h2 className="adm-section-title">Fehlerberichte der letzten 7 Tage</h2>
      {result.error_counts.length > 0 && (
        <Table
          caption="Häufigkeit je Fehler (7 Tage)"
          rows={result.error_counts}
          rowKey={(e) => `${e.source}:${e.message}`}
          columns={[
            { header: "Anzahl", cell: (e) => e.count, align: "end" },
            { header: "Quelle", cell: (e) => (e.source === "client" ? "Browser" : "Worker") },
            { header: "Meldung", cell: (e) => e.message },
            { header: "Zuletzt", cell: (e) => formatDateTime(e.last_at) },
          ]}
        />
      )}
      {result.recent_errors.length === 0 ? (
        <p className="adm-muted">Keine Fehler aufgezeichnet.</p>
      ) : (
        <Table
          caption="Fehlerberichte der letzten 7 Tage"
          rows={result.recent_errors}
          rowKey={(e) => e.id}
          columns={[
            { header: `Zeitpunkt (${TIME_ZONE_LABEL})`, cell: (e) => formatDateTime(e.created_at) },
            { header: "Quelle", cell: (e) => (e.source === "client" ? "Browser" : "Worker") },
            { header: "Meldung", cell: (e) => e.message },
            { header: "Adresse", cell: (e) => e.url ?? "-" },
            { header: "Request-ID", cell: (e) => (e.request_id ? <code>{e.request_id}</code> : "-") },
          ]}
        />
      )}
    </>
  );
}

function CheckCard({ title, check, causes }: { title: string; check: DiagnosticCheck; causes: string[] }) {
  return (
    <section className="adm-check-card" aria-label={title}>
      <h2>
        {title} <Badge tone={check.ok ? "success" : "danger"}>{check.ok ? "OK" : "Fehler"}</Badge>{" "}
        <span className="adm-muted">{check.ms} ms</span>
      </h2>
      <dl>
        <dt>Prüfung</dt>
        <dd>{operationLabel(check.operation)}</dd>
        {check.details && Object.entries(check.details).map(([k, v]) => <Detail key={k} term={k} value={v} />)}
        {check.error && (
          <>
            {check.error.code && <Detail term="Code" value={check.error.code} />}
            <Detail term="Meldung" value={check.error.message} />
            {check.error.hint && <Detail term="Hinweis" value={check.error.hint} />}
          </>
        )}
      </dl>
      {!check.ok && (
        <>
          <p>
            <strong>Mögliche Ursachen:</strong>
          </p>
          <ul>
            {causes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** German descriptions of the server's checks (it names them in English, e.g. "KV put, get, delete of a probe key"). */
const OPERATION_LABELS: [RegExp, string][] = [
  [/^SELECT/i, "Lesende Abfrage an die Datenbank"],
  [/^KV put, get, delete/i, "Probe-Schlüssel in KV schreiben, lesen und löschen"],
  [/^R2 head/i, "Probe-Objekt in R2 abfragen (HEAD)"],
];
const operationLabel = (operation: string) => OPERATION_LABELS.find(([pattern]) => pattern.test(operation))?.[1] ?? operation;

const DETAIL_LABELS: Record<string, string> = {
  rows: "Gelesene Zeilen",
  read_back: "Wert zurückgelesen",
  probe_object_exists: "Probe-Objekt vorhanden",
};
const showValue = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "boolean" ? (value ? "ja" : "nein") : JSON.stringify(value);

function Detail({ term, value }: { term: string; value: unknown }) {
  return (
    <>
      <dt>{DETAIL_LABELS[term] ?? term}</dt>
      <dd>{showValue(value)}</dd>
    </>
  );
}

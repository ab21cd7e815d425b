/**
 * @file Settings, "KI-Anbieter": which provider the AI studio uses (set by variables, docs/ai-studio.md), a setup that
 * cannot work with the variable it needs, a warning before a configured model is switched off (with its successor),
 * and "Verbindung testen", one tiny call that shows the model, the latency and what really came back, or the
 * provider's own error.
 */
import { useQuery } from "@tanstack/react-query";
import type { AiProviderCheckResponse, AiProviderKind, AiProviderStatus } from "../../../common/schemas/ai-content";
import { errorMessage } from "../../api/errors";
import { aiUsageQuery, useProviderCheck } from "../queries/ai-content";
import { Banner, Button } from "../ui";

const KIND_LABELS: Record<AiProviderKind, string> = {
  openai: "OpenAI",
  "azure-openai": "Azure OpenAI",
  "workers-ai": "Workers AI (Binding)",
  "openai-compatible": "OpenAI-kompatibel",
};
const yesNo = (ok: boolean) => (ok ? "ja" : "nein");

/** The one-line summary of the provider status. */
export function statusLine(status: AiProviderStatus): string {
  if (status.problem) return "KI-Anbieter falsch eingerichtet: Die eingebauten Vorlagen antworten, bis die Einstellung stimmt.";
  if (!status.configured || !status.kind) return "Kein KI-Anbieter konfiguriert: Die eingebauten Vorlagen antworten.";
  return `${KIND_LABELS[status.kind]}, Modell ${status.model}${status.image_model ? `, Bildmodell ${status.image_model}` : ""}.`;
}

/** What is wrong with the setup (the variable named) and the announced retirements of its models. */
export function ProviderStatusNotes({ status }: { status: AiProviderStatus }) {
  return (
    <>
      {status.problem && (
        <Banner tone="error" title={`KI-Anbieter falsch eingerichtet (${status.problem.variable})`}>
          {status.problem.message}
        </Banner>
      )}
      {status.notices.map((notice) => (
        <Banner
          key={notice.variable}
          tone={notice.retired ? "error" : "warning"}
          title={notice.retired ? "Modell abgeschaltet" : "Modell wird abgeschaltet"}
        >
          {notice.message}{" "}
          <a href={notice.source} target="_blank" rel="noreferrer">
            Quelle
          </a>
        </Banner>
      ))}
    </>
  );
}

export function CheckResult({ result }: { result: AiProviderCheckResponse }) {
  if (result.problem) return <ProviderStatusNotes status={{ ...result, notices: [] }} />;
  if (!result.configured)
    return (
      <Banner tone="info" title="Kein KI-Anbieter konfiguriert">
        Es gibt keine Verbindung zu testen: Alle Texte und Bilder kommen aus den eingebauten Vorlagen. Ein Anbieter wird über die Variablen
        AI_PROVIDER und AI_MODEL eingerichtet.
      </Banner>
    );
  return (
    <div aria-live="polite">
      {result.error ? (
        <Banner tone="error" title="Verbindung fehlgeschlagen">
          {result.error.message}
          {result.error.detail ? ` (${result.error.detail})` : ""}
        </Banner>
      ) : (
        <Banner tone="success">Verbindung erfolgreich: Text und JSON kamen zurück.</Banner>
      )}
      <ul aria-label="Ergebnis des Verbindungstests">
        <li>Modell: {result.model}</li>
        <li>Antwortzeit: {result.latency_ms} ms</li>
        <li>Text: {yesNo(result.works.text)}</li>
        <li>JSON: {yesNo(result.works.json)}</li>
        <li>Bilder: {result.image_model ? `${result.image_model} (eingerichtet, nicht getestet)` : "kein Bildmodell, Standardbilder"}</li>
      </ul>
    </div>
  );
}

export function AiProviderCheck({ allowed }: { allowed: boolean }) {
  const usage = useQuery(aiUsageQuery);
  const check = useProviderCheck();
  const provider = usage.data?.provider;
  return (
    <fieldset className="cms-fieldset">
      <legend>KI-Anbieter</legend>
      <p className="adm-muted">
        {provider ? statusLine(provider) : ""} Der Anbieter wird über Variablen eingestellt (AI_PROVIDER, AI_MODEL, ...).
      </p>
      {provider && <ProviderStatusNotes status={provider} />}
      {allowed && (
        <div>
          <Button onClick={() => check.mutate()} busy={check.isPending} busyLabel="Verbindung wird getestet...">
            Verbindung testen
          </Button>
        </div>
      )}
      {check.isError && <Banner tone="error">{errorMessage(check.error)}</Banner>}
      {check.data && <CheckResult result={check.data} />}
    </fieldset>
  );
}

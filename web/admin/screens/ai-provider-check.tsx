/**
 * @file Settings, "KI-Anbieter": which provider the AI studio uses (set by variables, docs/ai-studio.md) and
 * "Verbindung testen", one tiny call that shows the model, the latency and what works, or the provider's own error.
 */
import { useQuery } from "@tanstack/react-query";
import type { AiProviderCheckResponse } from "../../../common/schemas/ai-content";
import { errorMessage } from "../../api/errors";
import { aiUsageQuery, useProviderCheck } from "../queries/ai-content";
import { Banner, Button } from "../ui";

const KIND_LABELS = { openai: "OpenAI", "workers-ai": "Workers AI (Binding)", "openai-compatible": "OpenAI-kompatibel" } as const;
const yesNo = (ok: boolean) => (ok ? "ja" : "nein");

function CheckResult({ result }: { result: AiProviderCheckResponse }) {
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
        <Banner tone="success">Verbindung erfolgreich.</Banner>
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
        {!usage.data
          ? ""
          : provider?.configured && provider.kind
            ? `${KIND_LABELS[provider.kind]}, Modell ${provider.model}${provider.image_model ? `, Bildmodell ${provider.image_model}` : ""}.`
            : "Kein KI-Anbieter konfiguriert: Die eingebauten Vorlagen antworten."}{" "}
        Der Anbieter wird über Variablen eingestellt (AI_PROVIDER, AI_MODEL, ...).
      </p>
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

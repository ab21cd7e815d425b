/**
 * @file Setting up the TOTP second factor: QR code (and the secret as text), the first code to confirm it, then the ten
 * recovery codes, shown once. Used by the security screen (which asks for the password again, `askPassword`) and by
 * the forced set-up right after sign-in.
 */
import { useEffect, useState } from "react";
import { z } from "zod";
import { totpCodeSchema, totpDisableSchema } from "../../../common/schemas/totp";
import { errorMessage } from "../../api/errors";
import { useEnableTotp, useTotpSetup } from "../queries/totp";
import { Banner, Button, Spinner, submitHandler, useAdminForm } from "../ui";
import { QrCode } from "./qr-code";

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="adm-totp">
      <Banner tone="warning" title="Wiederherstellungscodes">
        <p>
          Bewahren Sie diese zehn Codes sicher auf (z. B. ausgedruckt oder im Passwort-Manager). Jeder funktioniert einmal, wenn Ihr Telefon
          nicht zur Hand ist. Sie werden <strong>nur jetzt</strong> angezeigt.
        </p>
      </Banner>
      <ol className="adm-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button variant="primary" onClick={onDone}>
        Ich habe die Codes gesichert
      </Button>
    </div>
  );
}

const withPassword = totpCodeSchema.extend(totpDisableSchema.shape);
// the forced set-up after sign-in: the password field is not shown, so it may stay empty
const withoutPassword = totpCodeSchema.extend({ password: z.string() });

export function TotpEnrolment({ onDone, askPassword = false }: { onDone: () => void; askPassword?: boolean }) {
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  // one secret per visit of the step
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    setup.mutate();
  }, []);
  const form = useAdminForm({
    defaultValues: { code: "", password: "" },
    schema: askPassword ? withPassword : withoutPassword,
    onSubmit: async ({ code, password }) =>
      setCodes((await enable.mutateAsync(askPassword ? { code, password } : { code })).recovery_codes),
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (setup.isError) return <Banner tone="error">Fehler beim Einrichten: {errorMessage(setup.error)}</Banner>;
  if (!setup.data) return <Spinner label="Wird vorbereitet..." />;
  return (
    <div className="adm-totp">
      <ol className="adm-totp__steps">
        <li>
          Öffnen Sie eine Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, 1Password) und scannen Sie den Code.
        </li>
        <li>Geben Sie den sechsstelligen Code ein, den die App dann zeigt.</li>
      </ol>
      <div className="adm-totp__qr">
        <QrCode value={setup.data.uri} label="QR-Code für die Authenticator-App" />
      </div>
      <p className="adm-muted">
        Kein Scan möglich? Schlüssel von Hand eingeben: <code data-testid="totp-secret">{setup.data.secret}</code>
      </p>
      <form onSubmit={submitHandler(form)} noValidate className="adm-form">
        <form.AppField name="code">
          {(f) => <f.TextField label="Code aus der App" inputMode="numeric" autoComplete="one-time-code" required />}
        </form.AppField>
        {askPassword && (
          <form.AppField name="password">
            {(f) => <f.TextField label="Ihr Passwort zur Bestätigung" type="password" autoComplete="current-password" required />}
          </form.AppField>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" variant="primary" busy={submitting} busyLabel="Wird geprüft...">
              Zwei-Faktor-Anmeldung aktivieren
            </Button>
          )}
        </form.Subscribe>
      </form>
    </div>
  );
}

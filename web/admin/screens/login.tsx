/**
 * @file Sign-in screen (/admin/login): idle -> submitting ('Anmeldung läuft...', button disabled) -> /admin (or the
 * page the user came from) or an error panel: wrong credentials (one message for e-mail and password), too many
 * attempts (429), connection error, server error. The wrong-credentials panel ('Admin-Benutzer erstellen', the spec's
 * yellow panel) helps staff without revealing how the site is run (no command lines: the page is public).
 */

import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { loginSchema } from "../../../common/schemas/auth";
import { totpCodeSchema } from "../../../common/schemas/totp";
import { ApiClientError } from "../../api/errors";
import { safeAdminPath } from "../guard";
import { passkeyErrorMessage, passkeysSupported, signInWithPasskey } from "../passkey-ceremony";
import { signIn, signOut, verifySecondFactor } from "../session";
import { Banner, Button, submitHandler, useAdminForm } from "../ui";

type Failure = { kind: "credentials" | "passkey" | "throttled" | "network" | "server" | "other"; message: string };

function describeFailure(err: unknown): Failure {
  if (!(err instanceof ApiClientError)) return { kind: "other", message: "Login fehlgeschlagen" };
  if (err.code === "unreachable") return { kind: "network", message: err.message };
  if (err.code === "invalid_credentials") return { kind: "credentials", message: err.message || "Login fehlgeschlagen" };
  if (err.code === "rate_limited") {
    const minutes = err.retryAfter ? Math.max(1, Math.ceil(err.retryAfter / 60)) : null;
    const wait = minutes
      ? ` Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`
      : " Bitte versuchen Sie es später erneut.";
    return { kind: "throttled", message: `Zu viele Anmeldeversuche.${wait}` };
  }
  if (err.status >= 500) return { kind: "server", message: err.message };
  return { kind: "other", message: err.message || "Login fehlgeschlagen" };
}

const recoverySchema = z.object({ recovery_code: z.string().trim().min(1, "Bitte einen Wiederherstellungscode eingeben").max(40) });

export function LoginScreen() {
  const search = useSearch({ from: "/admin/login" });
  const navigate = useNavigate();
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const enter = async () => {
    // a step still owed (TOTP code, new password) is shown by the admin shell wherever this leads
    const target = safeAdminPath(search.redirect);
    if (target) router.history.push(target);
    else await navigate({ to: "/admin" });
  };
  const withPasskey = async () => {
    setFailure(null);
    setPasskeyBusy(true);
    try {
      await signInWithPasskey();
    } catch (err) {
      setFailure(
        err instanceof ApiClientError && err.status !== 401 ? describeFailure(err) : { kind: "passkey", message: passkeyErrorMessage(err) },
      );
      return;
    } finally {
      setPasskeyBusy(false);
    }
    await enter();
  };
  const form = useAdminForm({
    defaultValues: { email: "", password: "" },
    schema: loginSchema,
    onSubmit: async (credentials) => {
      setFailure(null);
      try {
        await signIn(credentials);
      } catch (err) {
        setFailure(describeFailure(err));
        throw err;
      }
      await enter();
    },
  });

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Admin-Anmeldung</h1>
        <p className="adm-login__subtitle">Melden Sie sich mit Ihrem Staff-Konto an.</p>
        <form onSubmit={submitHandler(form)} noValidate className="adm-form">
          <form.AppField name="email">{(f) => <f.TextField label="E-Mail" type="email" autoComplete="username" required />}</form.AppField>
          <form.AppField name="password">
            {(f) => <f.TextField label="Passwort" type="password" autoComplete="current-password" required />}
          </form.AppField>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" busy={submitting} busyLabel="Anmeldung läuft..." className="adm-btn--block">
                Anmelden
              </Button>
            )}
          </form.Subscribe>
        </form>
        {passkeysSupported() && (
          <>
            <p className="adm-login__or">oder</p>
            <Button onClick={withPasskey} busy={passkeyBusy} busyLabel="Warte auf Passkey..." className="adm-btn--block">
              Mit Passkey anmelden
            </Button>
          </>
        )}
        {failure && <LoginFailure failure={failure} />}
      </div>
    </main>
  );
}

/** The second step (shown by the admin shell): the code of the authenticator app, or one of the recovery codes. */
export function SecondFactorStep() {
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const navigate = useNavigate();
  const verify = async (input: { code: string } | { recovery_code: string }) => {
    setFailure(null);
    try {
      // the answer's user is complete (or owes only the new password): the shell shows the screen or the next step
      await verifySecondFactor(input);
    } catch (err) {
      // a wrong code shows under its field; the throttle and other failures in the panel
      if (!(err instanceof ApiClientError && err.code === "invalid_code")) setFailure(describeFailure(err));
      throw err;
    }
  };
  const codeForm = useAdminForm({ defaultValues: { code: "" }, schema: totpCodeSchema, onSubmit: verify });
  const recoveryForm = useAdminForm({ defaultValues: { recovery_code: "" }, schema: recoverySchema, onSubmit: verify });

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Zwei-Faktor-Anmeldung</h1>
        {useRecovery ? (
          <form onSubmit={submitHandler(recoveryForm)} noValidate className="adm-form">
            <p className="adm-login__subtitle">Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder gilt nur einmal.</p>
            <recoveryForm.AppField name="recovery_code">
              {(f) => <f.TextField label="Wiederherstellungscode" autoComplete="off" required />}
            </recoveryForm.AppField>
            <recoveryForm.Subscribe selector={(s) => s.isSubmitting}>
              {(submitting) => (
                <Button type="submit" variant="primary" busy={submitting} busyLabel="Wird geprüft..." className="adm-btn--block">
                  Bestätigen
                </Button>
              )}
            </recoveryForm.Subscribe>
          </form>
        ) : (
          <form onSubmit={submitHandler(codeForm)} noValidate className="adm-form">
            <p className="adm-login__subtitle">Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.</p>
            <codeForm.AppField name="code">
              {(f) => <f.TextField label="Code" inputMode="numeric" autoComplete="one-time-code" required autoFocus />}
            </codeForm.AppField>
            <codeForm.Subscribe selector={(s) => s.isSubmitting}>
              {(submitting) => (
                <Button type="submit" variant="primary" busy={submitting} busyLabel="Wird geprüft..." className="adm-btn--block">
                  Bestätigen
                </Button>
              )}
            </codeForm.Subscribe>
          </form>
        )}
        {failure && <LoginFailure failure={failure} />}
        <Button variant="ghost" className="adm-btn--block" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? "Code aus der App verwenden" : "Wiederherstellungscode verwenden"}
        </Button>
        <Button
          variant="ghost"
          className="adm-btn--block"
          onClick={async () => {
            await signOut();
            await navigate({ to: "/admin/login", search: { redirect: undefined } });
          }}
        >
          Abbrechen
        </Button>
      </div>
    </main>
  );
}

function LoginFailure({ failure }: { failure: Failure }) {
  switch (failure.kind) {
    case "credentials":
      return (
        <Banner tone="warning" title="Admin-Benutzer erstellen">
          <p>{failure.message}</p>
          <p>
            Noch kein Zugang? Staff-Konten legt eine Administratorin oder ein Administrator in der Benutzerverwaltung an; Sie erhalten dann
            ein temporäres Passwort, das Sie nach der ersten Anmeldung ändern. Passwort vergessen? Ein Administrator kann es dort
            zurücksetzen.
          </p>
        </Banner>
      );
    case "passkey":
      return (
        <Banner tone="warning" title="Anmeldung mit Passkey fehlgeschlagen">
          <p>{failure.message}</p>
          <p>
            Passkey verloren? Melden Sie sich mit E-Mail und Passwort an, oder lassen Sie sich von einem Administrator ein temporäres
            Passwort geben.
          </p>
        </Banner>
      );
    case "throttled":
      return (
        <Banner tone="warning" title="Vorübergehend gesperrt">
          <p>{failure.message}</p>
        </Banner>
      );
    case "network":
      return (
        <Banner tone="error" title="Verbindungsfehler">
          <p>{failure.message}</p>
        </Banner>
      );
    case "server":
      return (
        <Banner tone="error" title="Serverfehler">
          <p>Der Server konnte die Anmeldung nicht verarbeiten. Bitte versuchen Sie es später erneut.</p>
          <p>{failure.message}</p>
        </Banner>
      );
    default:
      return (
        <Banner tone="error" title="Login fehlgeschlagen">
          <p>{failure.message}</p>
        </Banner>
      );
  }
}

/**
 * @file First-run setup (/admin/setup): while no staff account exists, the person who started the server creates
 * the first administrator with the one-time setup code that `npm start` prints; afterwards the screen points to
 * the sign-in page. Reveals no internal commands.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { setupSchema } from "../../../common/schemas/auth";
import { ApiClientError } from "../../api/errors";
import { completeSetup, setupStatus } from "../session";
import { PasswordStrengthHint } from "../shell/password-strength";
import { Banner, Button, Spinner, submitHandler, useAdminForm } from "../ui";

export function SetupScreen() {
  const search = useSearch({ from: "/admin/setup" });
  const navigate = useNavigate();
  const status = useQuery({ queryKey: ["admin", "setup"], queryFn: setupStatus, retry: false });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAdminForm({
    defaultValues: { token: search.token ?? "", name: "", email: "", password: "" },
    schema: setupSchema,
    onSubmit: async (input) => {
      setFailure(null);
      try {
        await completeSetup(input);
      } catch (err) {
        if (err instanceof ApiClientError && err.code === "setup_done") await status.refetch();
        else if (err instanceof ApiClientError && err.code === "setup_token_invalid") setFailure("Der Einrichtungscode ist ungültig.");
        else if (!(err instanceof ApiClientError && err.code === "validation_failed")) setFailure("Die Einrichtung ist fehlgeschlagen.");
        throw err;
      }
      await navigate({ to: "/admin" });
    },
  });

  return (
    <main id="main" className="adm-fullscreen">
      <div className="adm-card adm-card--narrow">
        <h1 className="adm-login__title">Einrichtung</h1>
        {status.isPending ? (
          <Spinner label="Wird geprüft..." />
        ) : status.data && !status.data.needed ? (
          <Banner tone="info" title="Die Einrichtung ist abgeschlossen">
            <p>
              Es gibt bereits ein Administrator-Konto. Weitere Konten legt ein Administrator unter <strong>Benutzer</strong> an.
            </p>
            <p>
              <Link to="/admin/login">Zur Anmeldung</Link>
            </p>
          </Banner>
        ) : (
          <>
            <p className="adm-login__subtitle">
              Legen Sie das erste Administrator-Konto an. Den Einrichtungscode zeigt der Server beim Start an; der Link dort füllt ihn aus.
            </p>
            {status.data && !status.data.token_configured && (
              <Banner tone="warning" title="Kein Einrichtungscode aktiv">
                <p>Starten Sie den Server neu; er zeigt dann einen Einrichtungslink mit Code an.</p>
              </Banner>
            )}
            <form onSubmit={submitHandler(form)} noValidate className="adm-form">
              <form.AppField name="token">{(f) => <f.TextField label="Einrichtungscode" autoComplete="off" required />}</form.AppField>
              <form.AppField name="name">{(f) => <f.TextField label="Name" autoComplete="name" required />}</form.AppField>
              <form.AppField name="email">
                {(f) => <f.TextField label="E-Mail" type="email" autoComplete="username" required />}
              </form.AppField>
              <form.AppField name="password">
                {(f) => (
                  <f.TextField
                    label="Passwort"
                    type="password"
                    autoComplete="new-password"
                    hint="Mindestens 12 Zeichen und schwer zu erraten, z. B. mehrere seltene Wörter."
                    required
                  />
                )}
              </form.AppField>
              <form.Subscribe selector={(s) => s.values}>
                {(values) => <PasswordStrengthHint password={values.password} userInputs={[values.email, values.name]} />}
              </form.Subscribe>
              <form.Subscribe selector={(s) => s.isSubmitting}>
                {(submitting) => (
                  <Button type="submit" variant="primary" busy={submitting} busyLabel="Konto wird angelegt..." className="adm-btn--block">
                    Administrator anlegen
                  </Button>
                )}
              </form.Subscribe>
            </form>
            {failure && (
              <Banner tone="error" title="Einrichtung fehlgeschlagen">
                <p>{failure}</p>
              </Banner>
            )}
          </>
        )}
      </div>
    </main>
  );
}

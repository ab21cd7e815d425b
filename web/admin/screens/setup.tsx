/**
 * @file First-run setup (/admin/setup): while no staff account exists, the person who started the server creates
 * the first administrator with the one-time setup code that `npm start` prints; afterwards the screen points to
 * the sign-in page. Reveals no internal commands.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { setupSchema } from "../../../common/schemas/auth";
import { ApiClientError, type FieldErrors } from "../../api/errors";
import { completeSetup, setupStatus } from "../session";
import { Banner, Button, checkForm, Spinner, TextInput } from "../ui";

export function SetupScreen() {
  const search = useSearch({ from: "/admin/setup" });
  const navigate = useNavigate();
  const status = useQuery({ queryKey: ["admin", "setup"], queryFn: setupStatus, retry: false });
  const [form, setForm] = useState({ token: search.token ?? "", name: "", email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: fieldErrors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = checkForm(setupSchema, form);
    setFieldErrors(checked.errors ?? {});
    if (!checked.data) return;
    setSubmitting(true);
    try {
      await completeSetup(checked.data);
      await navigate({ to: "/admin" });
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiClientError) {
        setFieldErrors(err.fieldErrors);
        if (err.code === "setup_done") await status.refetch();
        else setFailure(err.code === "setup_token_invalid" ? "Der Einrichtungscode ist ungültig." : err.message);
      } else setFailure("Die Einrichtung ist fehlgeschlagen.");
    }
  };

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
            <form onSubmit={onSubmit} noValidate className="adm-form">
              <TextInput label="Einrichtungscode" required autoComplete="off" {...field("token")} />
              <TextInput label="Name" required autoComplete="name" {...field("name")} />
              <TextInput label="E-Mail" type="email" required autoComplete="username" {...field("email")} />
              <TextInput
                label="Passwort"
                type="password"
                required
                autoComplete="new-password"
                hint="Mindestens 10 Zeichen mit Buchstaben und Ziffern."
                {...field("password")}
              />
              <Button type="submit" variant="primary" busy={submitting} busyLabel="Konto wird angelegt..." className="adm-btn--block">
                Administrator anlegen
              </Button>
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
